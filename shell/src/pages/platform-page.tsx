import { lazy, Suspense } from 'react';
import { useTranslation } from '@atrium/i18n';
import { PageHeader } from '@atrium/ui';
import { CONTRACT_VERSION, tenant } from '@atrium/platform';
import { useDiagnostics } from '../federation/diagnostics';
import { sharedSingletons } from '../federation/shared-singletons';
import { flagList } from './flag-list';
import styles from './platform-page.module.css';

/** Only a non-production tenant can have a remote override: the section's code loads only there. */
const RemoteOverridesSection = lazy(async () => {
  const section = await import('./remote-overrides-section');
  await section.ready;
  return section;
});

/** /__platform: what this page runs, for operators and remote teams (only where the tenant turns it on; no secrets). */
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
            <th>{t('diag_manifest')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(config.remotes).map(([name, deployment]) => {
            const d = deployment.enabled ? remotes[name] : undefined;
            const status = d?.status ?? 'off';
            return (
              <tr key={name} data-testid={`diag-remote-${name}`} data-status={status}>
                <td>{name}</td>
                <td>
                  {t(`diag_status_${status}`)}
                  {d?.error && <p className={styles.problem} data-testid="diag-error">{d.error}</p>}
                  {d?.fellBack && (
                    <p className={styles.note} data-testid="diag-fallback">
                      {t('diag_fell_back', { failed: d.fellBack.version, why: d.fellBack.why, running: d.version })}
                    </p>
                  )}
                </td>
                <td data-testid="diag-version">
                  {d?.version ?? '—'}
                  {d?.channel && ` (${d.channel})`}
                </td>
                <td className={styles.url} data-testid="diag-manifest">
                  {d?.manifest ?? '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption>{t('diag_shared')}</caption>
        <thead>
          <tr>
            <th>{t('diag_module')}</th>
            <th>{t('diag_version')}</th>
            <th>{t('diag_provider')}</th>
          </tr>
        </thead>
        <tbody>
          {sharedSingletons().map((s) => (
            <tr key={s.name} data-testid="diag-shared" data-name={s.name} data-copies={s.copies.length}>
              <td>{s.name}</td>
              <td>{s.copies.map((c) => c.version).join(', ')}</td>
              <td data-testid="diag-provider">{s.copies.map((c) => c.from).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption>{t('diag_flags')}</caption>
        <tbody>
          {flagList(config.flags).map((flag) => (
            <tr key={flag.path} data-testid="diag-flag" data-path={flag.path}>
              <td>{flag.path}</td>
              <td>{flag.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!config.production && (
        <Suspense fallback={null}>
          <RemoteOverridesSection config={config} />
        </Suspense>
      )}
      <section className={styles.problems} aria-labelledby="diag-problems">
        <h2 id="diag-problems" className={styles.heading}>
          {t('diag_problems')}
        </h2>
        {config.problems.length === 0 ? (
          <p>{t('diag_no_problems')}</p>
        ) : (
          <ul data-testid="diag-problems">
            {config.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
