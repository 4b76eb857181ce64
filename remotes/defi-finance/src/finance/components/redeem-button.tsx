import { redeemFinanceOrder, type FinanceOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, formatPercent, toast, formatMoney, NumberText, useTextLang } from '@atrium/ui';
import { useSubmit, type ConfirmRow } from '@atrium/ui/submit';
import { earlyPenaltyAmount, penaltyPercent, redeemReturn } from '../logic/penalty';
import styles from './finance.module.css';

export interface RedeemButtonProps {
  order: FinanceOrder;
  /**
   * The product's early-redemption share for a term holding (the order does not carry it):
   * undefined while it loads, null when it could not be loaded. Unused for a flexible holding.
   */
  share: string | null | undefined;
  onRedeemed(order: FinanceOrder): void;
}

/**
 * Redeem, after a confirmation that says what it costs and where the money goes: redeeming a
 * term product before its end loses the product's `earlyPenalty` share of the accrued income,
 * kept back from the amount; a flexible one costs nothing. The rest returns to the funding account.
 */
export function RedeemButton({ order, share, onRedeemed }: RedeemButtonProps) {
  const { t } = useTranslation('defi-finance-finance');
  const textLang = useTextLang();
  const term = order.days > 0;
  const loading = term && share === undefined;
  const unknown = term && share === null;
  const penalty = term && share ? earlyPenaltyAmount(order, share) : null;

  const penaltyNote = () => {
    if (unknown) return <p className={styles.warning}>{t('penalty_unknown')}</p>;
    if (penalty === null) return <p className={styles.ok}>{t('redeem_no_penalty')}</p>;
    const percent = formatPercent(penaltyPercent(share!));
    return <p className={styles.warning}>{t('redeem_penalty', { percent, amount: formatMoney(penalty, order.coin, { exact: true }) })}</p>;
  };

  const { busy, submit, confirmation } = useSubmit(() => redeemFinanceOrder(order.id), {
    confirm: () => {
      const rows: ConfirmRow[] = [
        { label: t('product'), value: <span {...textLang(order.lang)}>{order.productName}</span> },
        { label: t('amount'), value: <NumberText value={order.amount} unit={order.coin} exact /> },
        { label: t('accrued'), value: <NumberText value={order.accrued} unit={order.coin} exact /> },
      ];
      if (!unknown) {
        rows.push(
          { label: t('penalty'), value: penalty === null ? t('penalty_none') : <NumberText value={penalty} unit={order.coin} exact /> },
          { label: t('redeem_returns'), value: <NumberText value={redeemReturn(order, penalty)} unit={order.coin} exact /> },
        );
      }
      return { title: t('redeem_title'), rows, note: <div data-testid="redeem-penalty">{penaltyNote()}</div> };
    },
    onDone: (redeemed) => {
      toast(t('redeemed'));
      onRedeemed(redeemed);
    },
  });

  return (
    <>
      <Button variant="secondary" onClick={submit} loading={loading || busy}>
        {t('redeem')}
      </Button>
      {confirmation}
    </>
  );
}
