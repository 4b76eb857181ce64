import { Link } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { Button, Icon, PageHeader, toast } from '@atrium/ui';
import { overlays, usePathEnabled, useSessionStore } from '@atrium/platform';
import { useDetour } from '@atrium/platform/detour';
import { useKycSummary } from './use-kyc-summary';
import { PreferenceRows } from './preference-rows';
import styles from './home-sidebar-page.module.css';
import { useCustomerServiceAvailable } from '../../overlays/use-customer-service-available';

/**
 * The account links, in the order a user looks for them; paths of switched-off remotes are left
 * out. Verifying identity and setting the fund password are detours: done, they come back here.
 */
const LINKS = [
  { to: '/assets', key: 'link_assets' },
  { to: '/certification-primary', key: 'link_identity', detour: true },
  { to: '/change-password', key: 'link_change_password' },
  { to: '/fund-password', key: 'link_fund_password', detour: true },
  { to: '/email-authentication', key: 'link_email' },
  { to: '/sign-in-wallet', key: 'link_wallet' },
  { to: '/language-selection', key: 'title_language' },
  { to: '/help', key: 'menu_help' },
] as const;

/**
 * /homeSidebar: the account summary (name, UID, identity verification) and everything about
 * the account in one place: security, language, display preferences, customer service, sign-out.
 */
export default function HomeSidebarPage() {
  const { t } = useTranslation(['shell', 'common']);
  const user = useSessionStore((s) => s.userInfo);
  const kyc = useKycSummary();
  const detour = useDetour();
  const enabled = usePathEnabled();
  // No usable service entry hides both ways to it (spec §4).
  const service = useCustomerServiceAvailable();
  return (
    <div className={styles.page}>
      <PageHeader title={t('title_account')} onService={service ? () => overlays.openService() : undefined} />
      {user && (
        <section className={styles.card} aria-label={t('title_account')}>
          <strong className={styles.name}>{user.loginName}</strong>
          <button
            type="button"
            className={styles.uid}
            onClick={() =>
              navigator.clipboard?.writeText(String(user.userId)).then(
                () => toast(t('common:copy_success')),
                () => toast(t('common:copy_error')),
              )
            }
          >
            {t('uid', { id: user.userId })}
          </button>
          <Link {...detour.link('/certification-primary')} className={styles.kyc} data-status={kyc ?? 'loading'}>
            {kyc ? t(`kyc_${kyc}`) : '…'}
          </Link>
        </section>
      )}
      <ul className={styles.list}>
        {LINKS.filter((link) => enabled(link.to)).map((link) => (
          <li key={link.to}>
            <Link {...('detour' in link ? detour.link(link.to) : { to: link.to })} className={styles.row}>
              <span>{t(link.key)}</span>
              <Icon name="chevron" />
            </Link>
          </li>
        ))}
        {service && (
          <li>
            <button type="button" className={styles.row} onClick={() => overlays.openService()}>
              <span>{t('contact_service')}</span>
              <Icon name="service" />
            </button>
          </li>
        )}
      </ul>
      <PreferenceRows />
      <div className={styles.signOut}>
        <Button
          variant="secondary"
          block
          onClick={async () => {
            await useSessionStore.getState().signOut();
            window.location.assign('/sign-in');
          }}
        >
          {t('sign_out')}
        </Button>
      </div>
    </div>
  );
}
