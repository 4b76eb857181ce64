import { useTranslation } from 'react-i18next';
import { Button } from '@atrium/ui';
import { clearRemoteOverrides, type RemoteOverride } from '../federation/remote-override';
import styles from './remote-override-banner.module.css';

/**
 * On every screen while a remote runs a developer's build (the remote override): which remote,
 * from where, and a one-tap reset that reloads the page on the tenant's releases. Loaded only
 * when an override is in force, so a normal start pays nothing for it.
 */
export default function RemoteOverrideBanner({ overrides }: { overrides: readonly RemoteOverride[] }) {
  const { t } = useTranslation('shell');
  const reset = () => {
    clearRemoteOverrides();
    location.reload();
  };
  return (
    <div role="status" className={styles.banner} data-testid="override-banner">
      <ul className={styles.list}>
        {overrides.map((o) => (
          <li key={o.remote}>{t('override_banner', { remote: o.remote, origin: o.origin })}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={reset}>
        {t('override_reset')}
      </Button>
    </div>
  );
}
