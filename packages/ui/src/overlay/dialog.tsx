import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@atrium/i18n';
import styles from './dialog.module.css';
import { useModal } from './use-modal';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import '../i18n/register';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  /** Label of the confirm button (default: translated "Confirm"). */
  confirmText?: ReactNode;
  /** Label of the cancel button (default: translated "Cancel"). */
  cancelText?: ReactNode;
  /** Shows the confirm button. */
  onConfirm?: () => void;
  /**
   * Called when the user dismisses the dialog: the cancel button, the close button, and, when
   * `closeOnBackdrop`, a tap on the backdrop or Escape. The cancel button shows only when
   * `onConfirm` is given too (a question); alone, `onCancel` is just how the dialog closes.
   */
  onCancel?: () => void;
  /** A tap on the backdrop and Escape dismiss the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** Shows a close (×) button in the corner. */
  showClose?: boolean;
}

/**
 * A centred modal dialog, rendered into `document.body`: `role="dialog"`, `aria-modal`, focus
 * moved in on open and given back on close. It is controlled: the caller closes it by setting
 * `open` to false in `onConfirm` / `onCancel`.
 */
export function Dialog({
  open,
  title,
  children,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  closeOnBackdrop = true,
  showClose = false,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, panel, closeOnBackdrop ? onCancel : undefined);

  if (!open) return null;
  const showCancel = onConfirm !== undefined && onCancel !== undefined;

  return createPortal(
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCancel?.();
      }}
    >
      <div
        ref={panel}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title !== undefined ? titleId : undefined}
        tabIndex={-1}
      >
        {showClose && (
          <button type="button" className={styles.close} aria-label={t('close')} onClick={onCancel}>
            <Icon name="close" />
          </button>
        )}
        {title !== undefined && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {children !== undefined && <div className={styles.body}>{children}</div>}
        {(onConfirm || showCancel) && (
          <div className={styles.actions}>
            {showCancel && (
              <Button variant="secondary" block onClick={onCancel}>
                {cancelText ?? t('cancel')}
              </Button>
            )}
            {onConfirm && (
              <Button block onClick={onConfirm}>
                {confirmText ?? t('confirm')}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
