import { Link } from 'react-router';
import { useTranslation } from '@atrium/i18n';
import { Button } from '@atrium/ui';
import { tenant, useSessionStore, useSettingsStore } from '@atrium/platform';
import styles from './home-page.module.css';

/** The home screen's header: brand, language, and sign-in or sign-out. */
export function HomeHeader() {
  const { t } = useTranslation('shell');
  const isSign = useSessionStore((s) => s.isSign);
  const logo = useSettingsStore((s) => s.settings?.logo);
  const brand = tenant().brand.productName;
  return (
    <header className={styles.header}>
      {logo ? <img className={styles.brandLogo} src={logo} alt={brand} height={28} /> : <strong>{brand}</strong>}
      <span className={styles.headerActions}>
        <Link to="/language-selection" className={styles.headerLink} aria-label={t('title_language')}>
          🌐
        </Link>
        {isSign ? (
          <Button
            variant="text"
            onClick={() => {
              useSessionStore.getState().signOut();
              window.location.assign('/sign-in');
            }}
          >
            {t('sign_out')}
          </Button>
        ) : (
          <Link to="/sign-in" className={styles.headerLink}>
            {t('sign_in')}
          </Link>
        )}
      </span>
    </header>
  );
}
