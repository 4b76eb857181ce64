import { Link } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { Icon } from '@atrium/ui';
import { tenant, useMainStore, useSessionStore, useSettingsStore } from '@atrium/platform';
import { applyTheme } from '../../device/theme';
import { BrandLogo } from './brand-logo';
import { assetUrl } from '@atrium/platform/asset-url';
import styles from './home-page.module.css';

/** The home screen's header: brand, language, and sign-in or sign-out. */
export function HomeHeader() {
  const { t } = useTranslation('shell');
  const isSign = useSessionStore((s) => s.isSign);
  const logo = assetUrl(useSettingsStore((s) => s.settings?.logo));
  const logoDark = assetUrl(useSettingsStore((s) => s.settings?.logoDark)) ?? undefined;
  const theme = useMainStore((s) => s.theme);
  const brand = tenant().brand.productName;
  return (
    <header className={styles.header}>
      {/* The brand is the home screen's title: its one h1, for a screen reader's heading list. */}
      <h1 className={styles.brand}>{logo ? <BrandLogo light={logo} dark={logoDark} name={brand} /> : brand}</h1>
      <span className={styles.headerActions}>
        <button
          type="button"
          className={styles.headerButton}
          aria-pressed={theme === 'dark'}
          aria-label={t('dark_theme')}
          onClick={() => applyTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
        </button>
        <Link to="/language-selection" className={styles.headerLink} aria-label={t('title_language')}>
          <Icon name="globe" />
        </Link>
        {isSign ? (
          <Link to="/homeSidebar" className={styles.headerLink} aria-label={t('account')}>
            <Icon name="user" />
          </Link>
        ) : (
          <Link to="/sign-in" className={styles.headerLink}>
            {t('sign_in')}
          </Link>
        )}
      </span>
    </header>
  );
}
