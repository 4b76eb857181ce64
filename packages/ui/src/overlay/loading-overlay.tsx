import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@atrium/i18n';
import styles from './loading-overlay.module.css';
import { Spinner } from '../spinner/spinner';
import a11y from '../styles/a11y.module.css';
import '../i18n/register';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  open: boolean;
  /** Shown under the spinner; without it screen readers hear the translated "Loading…". */
  text?: ReactNode;
}

/**
 * A full-screen overlay with a spinner (and optional text) that blocks taps while something
 * the user must wait for is under way (spec §2 root shell overlays).
 */
export function LoadingOverlay({ open, text }: LoadingOverlayProps) {
  const { t } = useTranslation('ui');
  if (!open) return null;

  return createPortal(
    <div className={styles.overlay} role="status" aria-live="polite" aria-busy="true">
      <div className={styles.box}>
        <Spinner className={styles.spinner} />
        {text !== undefined && text !== null && text !== '' ? (
          <span className={styles.text}>{text}</span>
        ) : (
          <span className={a11y.visuallyHidden}>{t('loading')}</span>
        )}
      </div>
    </div>,
    document.body,
  );
}
