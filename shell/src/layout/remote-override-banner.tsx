import { useTranslation } from '@atrium/i18n';
import { Button } from '@atrium/ui';
import { tenant } from '@atrium/platform';
import { clearRemoteOverrides, remoteOverrides } from '../federation/remote-override';
export { overrideI18nReady as ready } from '../federation/remote-override-i18n/register';
import styles from './remote-override-banner.module.css';

/**
 * On every screen while a remote runs a developer's build (the remote override): which remote,
 * from where, and a one-tap reset that reloads the page on the tenant's releases. Loaded only in
 * a non-production tenant, so a production start pays nothing for it.
 */
export default function RemoteOverrideBanner() {
  const { t } = useTranslation('remote-override');
  // Read at each render: an override only changes across a reload, and the read is a small one.
  const overrides = remoteOverrides(tenant());
  if (overrides.length === 0) return null;
  const reset = () => {
    clearRemoteOverrides();
    location.reload();
  };
  return (
    <div role="status" className={styles.banner} data-testid="override-banner">
      <ul className={styles.list}>
        {overrides.map((o) => (
          <li key={o.remote}>{t('banner', { remote: o.remote, origin: o.origin })}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={reset}>
        {t('reset')}
      </Button>
    </div>
  );
}
