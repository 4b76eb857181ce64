import { useTranslation } from '@atrium/i18n';
import { PageHeader } from '@atrium/ui';
import { CONTRACT_VERSION, REMOTE_NAMES, tenant } from '@atrium/platform';
import { useDiagnostics } from '../federation/diagnostics';
import { sharedSingletons } from '../federation/shared-singletons';
import styles from './platform-page.module.css';

/** /__platform: what this page runs, for operators and remote teams (public, no secrets). */
export default function PlatformPage() {
  const { t } = useTranslation('shell');
  const remotes = useDiagnostics((s) => s.remotes);
  const config = tenant();
  return (
    <div className={styles.page}>
      <PageHeader title={t('title_platform')} />
      <dl className={styles.facts}>
        <dt>{t('diag_env')}</dt>
        <dd data-testid="diag-env">{config.env}</dd>
        <dt>{t('diag_shell')}</dt>
        <dd>{__APP_VERSION__}</dd>
        <dt>{t('diag_contract')}</dt>
        <dd>{CONTRACT_VERSION}</dd>
      </dl>
      <table className={styles.table}>
        <caption>{t('diag_remotes')}</caption>
        <thead>
          <tr>
            <th>{t('diag_remote')}</th>
            <th>{t('diag_status')}</th>
            <th>{t('diag_version')}</th>
          </tr>
        </thead>
        <tbody>
          {REMOTE_NAMES.map((name) => {
            const d = remotes[name];
            return (
              <tr key={name} data-testid={`diag-remote-${name}`} data-status={d?.status ?? 'off'}>
                <td>{name}</td>
                <td title={d?.error}>{t(`diag_status_${d?.status ?? 'off'}`)}</td>
                <td>{d?.version ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption>{t('diag_shared')}</caption>
        <tbody>
          {sharedSingletons().map((s) => (
            <tr key={s.name} data-testid="diag-shared" data-name={s.name} data-copies={s.versions.length}>
              <td>{s.name}</td>
              <td>{s.versions.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
