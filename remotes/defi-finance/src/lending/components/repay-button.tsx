import { useState } from 'react';
import { repayLoan, type LoanOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSessionStore } from '@atrium/platform';
import { Button, toast, formatMoney, NumberText } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { toDecimal } from '@atrium/ui/amount';
import screen from '../../shared/screen.module.css';

export interface RepayButtonProps {
  loan: LoanOrder;
  /** The funding account's available USDT, which the repayment is taken from. */
  usdtAvailable: string;
  onRepaid(): void;
}

/**
 * Repay, after a confirmation of the exact total it takes, from which account, what that account
 * has, and the collateral it releases. With too little USDT it says so and asks nothing, rather
 * than sending a request the server must refuse.
 */
export function RepayButton({ loan, usdtAvailable, onRepaid }: RepayButtonProps) {
  const { t } = useTranslation('defi-finance-lending');
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [short, setShort] = useState(false);
  const enough = toDecimal(usdtAvailable)?.gte(loan.totalRepayment) ?? false;

  const { busy, submit, confirmation } = useSubmit(() => repayLoan(loan.id), {
    check: () => {
      setShort(!enough);
      return enough;
    },
    confirm: () => ({
      title: t('repay_title'),
      rows: [
        { label: t('principal'), value: <NumberText value={loan.amount} unit={loan.coin} exact /> },
        { label: t('interest_so_far'), value: <NumberText value={loan.interest} unit={loan.coin} exact /> },
        { label: t('total_repayment'), value: <NumberText value={loan.totalRepayment} unit={loan.coin} exact data-testid="repay-total" /> },
        { label: t('paid_from'), value: t('funding_account') },
        { label: t('usdt_available'), value: <NumberText value={usdtAvailable} unit="usdt" exact data-testid="repay-available" /> },
        { label: t('collateral_released'), value: <NumberText value={loan.collateralAmount} unit={loan.collateralCoin} exact /> },
      ],
    }),
    onDone: (repaid) => {
      toast(t('repaid_toast', { total: formatMoney(repaid.totalRepayment, repaid.coin, { exact: true }) }));
      // A background refresh of the header's figures: the repayment itself is done.
      void refreshUserInfo().catch(() => undefined);
      onRepaid();
    },
  });

  return (
    <>
      <Button block onClick={submit} loading={busy}>
        {t('repay')}
      </Button>
      {short && (
        <p className={screen.error} role="alert">
          {t('repay_short', { total: formatMoney(loan.totalRepayment, loan.coin, { exact: true }), available: formatMoney(usdtAvailable, 'usdt', { exact: true }) })}
        </p>
      )}
      {confirmation}
    </>
  );
}
