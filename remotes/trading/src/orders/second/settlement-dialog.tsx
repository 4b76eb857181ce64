import type { SecondContractOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, Dialog, NumberText } from '@atrium/ui';
import { DetailRows } from '../components/detail-rows';
import { useSecondLabels } from './labels';
import styles from '../components/orders.module.css';

/** The result of a settled order: win, lose or draw, what returned, and the two prices. */
export function SettlementDialog({ order, onClose }: { order: SecondContractOrder | null; onClose(): void }) {
  const { t } = useTranslation('trading-orders');
  const labels = useSecondLabels();
  if (!order) return null;
  const tone = order.result === 'win' ? styles.up : order.result === 'lose' ? styles.down : undefined;
  return (
    <Dialog open title={t('settled_title')} onCancel={onClose} showClose>
      <p className={`${styles.result} ${tone ?? ''}`} data-testid="settlement-result">
        {labels.result(order.result)}
      </p>
      <DetailRows
        rows={[
          { label: t('payout'), value: <><NumberText value={order.payout} /> USDT</> },
          { label: t('amount'), value: <><NumberText value={order.amount} /> USDT</> },
          { label: t('direction'), value: labels.direction(order.direction) },
          { label: t('open_price'), value: <NumberText value={order.openPrice} kind="price" /> },
          { label: t('close_price'), value: <NumberText value={order.closePrice} kind="price" /> },
        ]}
      />
      <Button block onClick={onClose}>
        {t('ok')}
      </Button>
    </Dialog>
  );
}
