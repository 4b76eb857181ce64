import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import { StaleMarker } from './stale-marker';
import styles from './stale-marker.module.css';
import '../i18n/register';

/** Props of {@link OfflineSince}. */
export interface OfflineSinceProps {
  /** When the data on screen came from the server (ms). */
  since: number;
  /** Writes that moment (default: the device's hours and minutes in the reader's language). */
  formatTime?(ms: number): string;
}

/**
 * The quiet line over data kept on screen through a failed reload ("Offline, showing data from
 * 14:05"): the data stays readable, and never looks fresh. AsyncView and PagedListView show it.
 */
export function OfflineSince({ since, formatTime }: OfflineSinceProps) {
  const { t } = useTranslation('ui');
  const format = formatTime ?? ((ms: number) => new Intl.DateTimeFormat(localeTag(currentLocale()), { hour: '2-digit', minute: '2-digit' }).format(ms));
  return (
    <p className={styles.line}>
      <StaleMarker since={since} formatTime={format}>
        {(time) => t('offline_since', { time })}
      </StaleMarker>
    </p>
  );
}
