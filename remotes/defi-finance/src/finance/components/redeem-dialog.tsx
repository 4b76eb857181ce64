import { useState } from 'react';
import { getFinanceProduct, redeemFinanceOrder, type FinanceOrder } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useAsync } from '@atrium/platform';
import { Dialog, NumberText, Skeleton, toast } from '@atrium/ui';
import { earlyPenaltyAmount, penaltyPercent } from '../logic/penalty';
import styles from './finance.module.css';

export interface RedeemDialogProps {
  order: FinanceOrder;
  onClose(): void;
  onRedeemed(order: FinanceOrder): void;
}

/**
 * Confirms a redemption, stating what it costs: redeeming a term product before its end loses the
 * product's `earlyPenalty` share of the accrued income (the order does not carry the share, so the
 * product is asked); a flexible one costs nothing.
 */
export function RedeemDialog({ order, onClose, onRedeemed }: RedeemDialogProps) {
  const { t } = useTranslation('defi-finance-finance');
  const [busy, setBusy] = useState(false);
  const term = order.days > 0;
  const product = useAsync((call) => (term ? getFinanceProduct(order.productId, call) : Promise.resolve(null)), [order.productId, term]);
  const share = product.status === 'ready' ? (product.data?.earlyPenalty ?? '0') : null;
  const penalty = share === null ? null : earlyPenaltyAmount(order, share);
  const coin = order.coin.toUpperCase();

  const confirm = async () => {
    if (busy || product.status === 'loading') return;
    setBusy(true);
    try {
      const redeemed = await redeemFinanceOrder(order.id);
      toast(t('redeemed'));
      onRedeemed(redeemed);
    } catch {
      // The client has toasted the reason; the dialog closes and the list stays as it was.
      onClose();
    }
  };

  return (
    <Dialog open title={t('redeem_title')} confirmText={t('redeem')} onConfirm={() => void confirm()} onCancel={onClose}>
      <p>
        {t('redeem_question', { name: order.productName })}{' '}
        <span dir="ltr">
          <NumberText value={order.amount} /> {coin}
        </span>
      </p>
      {product.status === 'loading' && <Skeleton lines={1} />}
      {product.status === 'error' && <p className={styles.warning}>{t('penalty_unknown')}</p>}
      {share !== null &&
        (penalty === null ? (
          <p className={styles.ok} data-testid="redeem-penalty">
            {t('redeem_no_penalty')}
          </p>
        ) : (
          <p className={styles.warning} data-testid="redeem-penalty">
            {t('redeem_penalty', { percent: penaltyPercent(share), amount: `${penalty} ${coin}` })}
          </p>
        ))}
    </Dialog>
  );
}
