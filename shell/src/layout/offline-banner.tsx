import { useTranslation } from '@atrium/i18n';
import { useOnline } from '@atrium/kit';
import styles from './offline-banner.module.css';

/**
 * Says so while the browser is offline. The live region stays in the page, empty while online,
 * so screen readers announce the message politely when it appears (a region inserted with its
 * text is often not read). A polite region without the status role: the page's one status
 * region stays the toast host's.
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  return (
    <div aria-live="polite" className={online ? undefined : styles.banner} data-testid="offline-banner">
      {!online && t('offline_banner')}
    </div>
  );
}
