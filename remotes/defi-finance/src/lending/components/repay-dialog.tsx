import { useState } from 'react';
import { repayLoan, type LoanOrder } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@atrium/platform';
import { Dialog, toast } from '@atrium/ui';
import { toDecimal } from '@atrium/ui/amount';
import { ExactAmount } from './exact-amount';
import screen from '../../shared/screen.module.css';

export interface RepayDialogProps {
  loan: LoanOrder;
  /** The funding account's available USDT, which the repayment is taken from. */
  usdtAvailable: string;
  onClose(): void;
  onRepaid(): void;
}

/**
 * Confirms a repayment with the exact total it debits and the USDT there is to pay it; with
 * too little, it says so and offers no confirm rather than a request the server must refuse.
 */
export function RepayDialog({ loan, usdtAvailable, onClose, onRepaid }: RepayDialogProps) {
  const { t } = useTranslation('defi-finance-lending');
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [busy, setBusy] = useState(false);
  const enough = toDecimal(usdtAvailable)?.gte(loan.totalRepayment) ?? false;

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const repaid = await repayLoan(loan.id);
      toast(t('repaid_toast', { total: `${repaid.totalRepayment} ${repaid.coin.toUpperCase()}` }));
      void refreshUserInfo().catch(() => undefined);
      onRepaid();
    } catch {
      // The client has toasted the reason; the dialog stays for another try or a cancel.
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t('repay_title')} confirmText={t('repay')} onConfirm={enough ? () => void confirm() : undefined} onCancel={onClose} showClose={!enough}>
      <p>
        {t('repay_total')} <strong data-testid="repay-total"><ExactAmount value={loan.totalRepayment} coin={loan.coin} /></strong>
      </p>
      <p className={screen.muted}>
        {t('repay_releases', { collateral: `${loan.collateralAmount} ${loan.collateralCoin.toUpperCase()}` })}
      </p>
      <p className={screen.muted}>
        {t('usdt_available')} <span data-testid="repay-available"><ExactAmount value={usdtAvailable} coin="usdt" /></span>
      </p>
      {!enough && (
        <p className={screen.error} role="alert">
          {t('repay_short')}
        </p>
      )}
    </Dialog>
  );
}
