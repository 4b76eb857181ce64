import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import styles from './confirm-sheet.module.css';
// The kit's pieces from the shared @atrium/ui: this entry is bundled by the apps that use it.
import { BottomSheet, Button } from '@atrium/ui';

/** One line of what will happen: a label and its exact value ("You pay", "100 USDT"). */
export interface ConfirmRow {
  label: string;
  value: ReactNode;
}

/** What a money action will do, shown before it is sent. */
export interface Confirmation {
  title: string;
  rows: ConfirmRow[];
  /** Below the rows: where the money goes, a warning, a quote's countdown. */
  note?: ReactNode;
  /** The confirm button's text (default: the translated "Confirm"). */
  confirmLabel?: string;
}

export interface ConfirmSheetProps {
  confirmation: Confirmation | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The confirmation step of a money action: what will happen, exactly, and one button to send it. */
export function ConfirmSheet({ confirmation, busy, onConfirm, onCancel }: ConfirmSheetProps) {
  const { t } = useTranslation('ui');
  return (
    <BottomSheet open={confirmation !== null} onClose={() => !busy && onCancel()} title={confirmation?.title}>
      {confirmation && (
        <div className={styles.confirm} data-testid="confirm-sheet">
          <dl className={styles.rows}>
            {confirmation.rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {confirmation.note && <div className={styles.note}>{confirmation.note}</div>}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button onClick={onConfirm} loading={busy} data-testid="confirm-sheet-confirm">
              {confirmation.confirmLabel ?? t('confirm')}
            </Button>
          </div>
        </div>
      )}
    </BottomSheet>
  );
}
