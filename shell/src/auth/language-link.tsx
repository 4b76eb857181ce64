import { Link } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { Icon } from '@atrium/ui';
import styles from './auth-page.module.css';

/** The header's globe: to the language list (spec §2). */
export function LanguageLink() {
  const { t } = useTranslation('auth');
  return (
    <Link to="/language-selection" className={styles.headerIcon} aria-label={t('language')}>
      <Icon name="globe" />
    </Link>
  );
}
