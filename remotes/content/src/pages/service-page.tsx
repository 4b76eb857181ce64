import { useTranslation } from '@atrium/i18n';
import type { ServiceEntry } from '@atrium/api';
import { EmptyState, Icon, Page, VisuallyHidden } from '@atrium/ui';
import { AsyncView } from '../components/async-view';
import { ExternalLinkButton } from '../components/external-link-button';
import { serviceEntryLink } from '@atrium/platform';
import { assetUrl } from '@atrium/platform/asset-url';
import { useSettings } from '../components/use-settings';
import { layout } from '@atrium/kit';
import grouped from '../components/grouped-list.module.css';
import styles from './service-page.module.css';

interface Agent {
  number: number;
  href: string;
  imgUrl: string;
}

/** The support desks that can be opened, numbered (they have no names). */
function agents(entries: readonly ServiceEntry[] | undefined): Agent[] {
  const out: Agent[] = [];
  for (const entry of entries ?? []) {
    const href = serviceEntryLink(entry);
    if (href) out.push({ number: out.length + 1, href, imgUrl: assetUrl(entry.imgUrl) ?? '' });
  }
  return out;
}

function Avatar({ src, large = false }: { src: string; large?: boolean }) {
  return (
    <span className={large ? `${styles.avatar} ${styles.large}` : styles.avatar} aria-hidden="true">
      {src ? <img src={src} alt="" /> : <Icon name="service" />}
    </span>
  );
}

function OneAgent({ agent }: { agent: Agent }) {
  const { t } = useTranslation('content');
  return (
    <div className={`${layout.card} ${styles.single}`}>
      <Avatar src={agent.imgUrl} large />
      <p className={styles.intro}>{t('service_intro')}</p>
      <ExternalLinkButton href={agent.href} block>
        {t('service_contact')}
      </ExternalLinkButton>
    </div>
  );
}

function AgentList({ list }: { list: Agent[] }) {
  const { t } = useTranslation('content');
  return (
    <>
      <p className={styles.lead}>{t('service_intro')}</p>
      <ul className={grouped.groupedList}>
        {list.map((agent) => (
          <li key={agent.number}>
            <a className={styles.agent} href={agent.href} target="_blank" rel="noopener noreferrer">
              <Avatar src={agent.imgUrl} />
              <span className={styles.name}>{t('service_agent', { number: agent.number })}</span>
              <span className={styles.contact}>{t('service_contact')}</span>
              <VisuallyHidden>({t('opens_new_tab')})</VisuallyHidden>
              <Icon name="chevron" className={styles.chevron} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /service: the customer-service desks of the settings (support staff): one shown large, several as a list. */
export default function ServicePage() {
  const { t } = useTranslation('content');
  const settings = useSettings();
  return (
    <Page title={t('title_service')}>
      <AsyncView result={settings}>
        {(data) => {
          const list = agents(data.supportStaff);
          const [first] = list;
          if (!first) return <EmptyState title={t('service_empty')} />;
          return list.length === 1 ? <OneAgent agent={first} /> : <AgentList list={list} />;
        }}
      </AsyncView>
    </Page>
  );
}
