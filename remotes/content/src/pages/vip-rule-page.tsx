import { useId } from 'react';
import { useTranslation } from '@atrium/i18n';
import { listRules, type VipLevel } from '@atrium/api';
import { useSettingsStore } from '@atrium/platform';
import { EmptyState, NumberText, Page } from '@atrium/ui';
import { AsyncView } from '../components/async-view';
import { Article } from '../components/article';
import { SectionHeading, layout, useAsync } from '@atrium/kit';
import styles from './vip-rule-page.module.css';

function VipLevels({ levels }: { levels: VipLevel[] }) {
  const { t } = useTranslation('content');
  const headingId = useId();
  return (
    <section className={layout.card} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('vip_levels')}</SectionHeading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('vip_level')}</th>
            <th scope="col">{t('vip_name')}</th>
            <th scope="col" className={styles.amount}>
              {t('vip_min_asset')}
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level.level}>
              <td>{level.level}</td>
              <td>{level.name}</td>
              <td className={styles.amount}>
                <NumberText value={level.minAsset} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /vip-rule: the VIP rules (`/option/rules/list?key=VIP_RULE`, data[0].content) and the levels from the settings. */
export default function VipRulePage() {
  const { t } = useTranslation('content');
  const rules = useAsync((call) => listRules('VIP_RULE', call));
  const levels = useSettingsStore((s) => s.settings?.vip?.levels) ?? [];
  return (
    <Page title={t('title_vip_rule')}>
      <AsyncView result={rules}>
        {(data) => {
          const rule = data?.[0];
          const content = rule?.content?.trim();
          if (!content && levels.length === 0) return <EmptyState title={t('vip_empty')} />;
          return (
            <>
              {content && <Article html={content} lang={rule?.lang} />}
              {levels.length > 0 && <VipLevels levels={[...levels].sort((a, b) => a.level - b.level)} />}
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}
