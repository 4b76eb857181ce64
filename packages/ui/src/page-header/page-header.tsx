import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import styles from './page-header.module.css';
import { Icon } from '../icon/icon';
import '../i18n/register';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title?: ReactNode;
  /**
   * Where the back arrow goes: a path (`navigate(path)`), a number of steps back
   * (`navigate(-n)`), `undefined` for one step back (or `/home` when this is the first entry,
   * e.g. a deep link), `false` for no arrow.
   */
  back?: string | number | false;
  /** Replaces the navigation of the back arrow (e.g. to confirm before leaving). */
  onBack?: () => void;
  /** Text or icons at the end of the header. */
  right?: ReactNode;
  /** Shows the customer-service icon button, which calls this. */
  onService?: () => void;
}

/**
 * The common page header (spec §2): back arrow, centred title, optional end content and
 * customer-service button. Sticky at the top, fixed height, clear of the notch. Must render
 * inside the router.
 */
export function PageHeader({ title, back, onBack, right, onService }: PageHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('ui');

  const goBack = () => {
    if (onBack) return onBack();
    if (typeof back === 'string') return void navigate(back);
    if (typeof back === 'number') return void navigate(-Math.abs(back));
    // react-router keys the first entry of a session 'default': there is nothing to go back to.
    if (location.key === 'default') return void navigate('/home', { replace: true });
    return void navigate(-1);
  };

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {back !== false && (
          <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t('back')}>
            <Icon name="back" />
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>
        {right}
        {onService && (
          <button type="button" className={styles.iconButton} onClick={onService} aria-label={t('service')}>
            <Icon name="service" />
          </button>
        )}
      </div>
    </header>
  );
}
