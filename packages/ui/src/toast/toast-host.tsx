import { useSyncExternalStore } from 'react';
import { useTranslation } from '@atrium/i18n';
import styles from './toast.module.css';
import { currentToast, subscribeToast } from './toast-store';
import a11y from '../styles/a11y.module.css';
import { Spinner } from '../spinner/spinner';
import '../i18n/register';

/**
 * Where {@link toast} messages appear: the shell renders it once. The live region is always in
 * the page, so screen readers announce each message as it is put in.
 */
export function ToastHost() {
  const { t } = useTranslation('ui');
  const entry = useSyncExternalStore(subscribeToast, currentToast, currentToast);

  return (
    <div className={styles.host} role="status" aria-live="polite">
      {entry && (
        <div key={entry.id} className={styles.toast} data-kind={entry.kind}>
          {entry.kind === 'loading' && <Spinner className={styles.spinner} />}
          {entry.message ? (
            <span>{entry.message}</span>
          ) : (
            entry.kind === 'loading' && <span className={a11y.visuallyHidden}>{t('loading')}</span>
          )}
        </div>
      )}
    </div>
  );
}
