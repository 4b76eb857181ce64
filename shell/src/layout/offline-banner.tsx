import { useTranslation } from 'react-i18next';
import { useOnline } from '@atrium/platform';
import styles from './offline-banner.module.css';

/**
 * Says so while the browser is offline. The live region stays in the page, empty while online,
 * so screen readers announce the message politely when it appears (a region inserted with its
 * text is often not read).
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : styles.banner} data-testid="offline-banner">
      {!online && t('offline_banner')}
    </div>
  );
}
