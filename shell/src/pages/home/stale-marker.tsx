import { useTranslation, localeTag, currentLocale } from '@atrium/i18n';
import styles from './home-page.module.css';

/** Says plainly that prices are not live, and since when, so they never look live while frozen. */
export function StaleMarker({ since }: { since: number }) {
  const { t } = useTranslation('common');
  const time = new Intl.DateTimeFormat(localeTag(currentLocale()), { timeStyle: 'medium' }).format(since);
  return (
    <span className={styles.stale} role="status" data-testid="stale-marker">
      {t('stale_prices_since', { time })}
    </span>
  );
}
