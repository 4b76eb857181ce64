import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@atrium/i18n';
import styles from './bottom-sheet.module.css';
import { useModal } from './use-modal';
import { Icon } from '../icon/icon';
import '../i18n/register';

/** Props of {@link BottomSheet}. */
export interface BottomSheetProps {
  open: boolean;
  /** Called on a backdrop tap, Escape and the close button; the caller sets `open` to false. */
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal panel that slides up from the bottom of the screen (the service popup, pickers),
 * rendered into `document.body`, clear of the home indicator.
 */
export function BottomSheet({ open, onClose, title, children }: BottomSheetProps) {
  const { t } = useTranslation('ui');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, panel, onClose);

  if (!open) return null;

  return createPortal(
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title !== undefined ? titleId : undefined}
        tabIndex={-1}
      >
        <div className={styles.header}>
          {title !== undefined && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
