import { useTranslation } from '@atrium/i18n';
import { Dialog } from '@atrium/ui';
import styles from '../components/orders.module.css';

/**
 * The risk statement shown before a user's first second-contract order: a fixed-period up/down
 * contract pays a fixed rate on a win and loses the whole amount otherwise.
 */
export function RiskDialog({ open, onAccept, onCancel }: { open: boolean; onAccept(): void; onCancel(): void }) {
  const { t } = useTranslation('trading-orders');
  return (
    <Dialog open={open} title={t('risk_title')} confirmText={t('risk_accept')} cancelText={t('risk_decline')} onConfirm={onAccept} onCancel={onCancel} closeOnBackdrop={false}>
      <p className={styles.statement}>{t('risk_statement')}</p>
    </Dialog>
  );
}
