import { useState, type FormEvent } from 'react';
import { useTranslation } from '@atrium/i18n';
import { Button } from '@atrium/ui';
import type { TenantConfig } from '@atrium/platform';
import { clearRemoteOverrides, remoteOverrides, setRemoteOverride, type OverrideRefusal } from '../federation/remote-override';
import styles from './platform-page.module.css';
export { overrideI18nReady as ready } from '../federation/remote-override-i18n/register';

/**
 * /__platform's remote overrides (non-production tenants only): the ones in force, and a form to
 * load one remote from a developer's build (its mf-manifest.json on one of the tenant's
 * `devOrigins`). Setting or resetting reloads the page: remotes are registered at start.
 */
export default function RemoteOverridesSection({ config }: { config: TenantConfig }) {
  const { t } = useTranslation('remote-override');
  const { t: shellT } = useTranslation('shell');
  const enabled = Object.keys(config.remotes).filter((name) => config.remotes[name]?.enabled);
  const [remote, setRemote] = useState<string>(enabled[0] ?? '');
  const [manifest, setManifest] = useState('');
  const [refusal, setRefusal] = useState<OverrideRefusal>();
  const overrides = remoteOverrides(config);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = setRemoteOverride(config, remote, manifest.trim());
    setRefusal(refused);
    if (!refused) location.reload();
  };
  const reset = () => {
    clearRemoteOverrides();
    location.reload();
  };

  return (
    <section className={styles.problems} aria-labelledby="diag-overrides" data-testid="diag-overrides">
      <h2 id="diag-overrides" className={styles.heading}>
        {t('title')}
      </h2>
      {overrides.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <ul>
            {overrides.map((o) => (
              <li key={o.remote} data-testid="diag-override" data-remote={o.remote} className={styles.url}>
                {o.remote}: {o.manifest}
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={reset}>
            {t('reset')}
          </Button>
        </>
      )}
      <form className={styles.overrideForm} onSubmit={submit}>
        <label>
          {shellT('diag_remote')}
          <select value={remote} onChange={(e) => setRemote(e.target.value)}>
            {enabled.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('manifest')}
          <input type="url" required value={manifest} onChange={(e) => setManifest(e.target.value)} placeholder="http://localhost:5173/mf-manifest.json" />
        </label>
        {refusal && (
          <p role="alert" className={styles.problem} data-testid="override-refused">
            {refusalMessage(t, refusal)}
          </p>
        )}
        <Button type="submit">{t('apply')}</Button>
      </form>
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation<'remote-override'>>['t'];

function refusalMessage(t: Translate, refusal: OverrideRefusal): string {
  switch (refusal.reason) {
    case 'production':
      return t('refused_production');
    case 'remote':
      return t('refused_remote', { remote: refusal.remote });
    case 'url':
      return t('refused_url');
    case 'origin':
      return t('refused_origin', { origin: refusal.origin });
  }
}
