import { useState } from 'react';
import { appendUplanOrder, createUplanOrder } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@atrium/platform';
import { Dialog, toast } from '@atrium/ui';
import { AmountField, useAmountErrorText } from '@atrium/ui/amount';
import { allAmount, purchaseProblem, UPLAN_DECIMALS, type PurchaseProblem, type PurchaseTarget } from '../logic/uplan-rules';

export interface PurchaseDialogProps {
  /** A product to sign for (createOrder) or an order to top up (appendOrder). */
  target: PurchaseTarget & { id: number };
  title: string;
  onClose(): void;
  /** Called after the server accepted: the dialog is closed by then and the caller reloads. */
  onDone(): void;
}

/**
 * The amount dialog of a purchase or top-up (spec §4): an All button, limitMin enforced with the
 * spec's toast, never beyond projectAmount. Any refusal of the server is toasted by the client
 * (code ≠ 200 shows its msg) and the typed amount stays; success toasts quote_addSuccess.
 */
export function PurchaseDialog({ target, title, onClose, onDone }: PurchaseDialogProps) {
  const { t } = useTranslation('uplan');
  const amountText = useAmountErrorText();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState<PurchaseProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const problemText = (problem: PurchaseProblem | null): string | null => {
    if (!problem) return null;
    if (problem.kind === 'amount') return amountText(problem.error);
    if (problem.kind === 'minimum') return t('minimum_amount', { min: problem.min });
    return t('amount_cap', { max: problem.max });
  };

  const submit = async () => {
    if (busy) return;
    const problem = purchaseProblem(amount, target);
    setShown(problem);
    if (problem) {
      // The spec's toast for an amount below limitMin; the field says the same.
      if (problem.kind === 'minimum') toast(t('minimum_amount', { min: problem.min }));
      return;
    }
    setBusy(true);
    try {
      if (target.kind === 'product') await createUplanOrder(target.id, amount);
      else await appendUplanOrder(target.id, amount);
    } catch {
      // The client has toasted the server's msg; the dialog keeps the amount.
      setBusy(false);
      return;
    }
    toast(t('quote_addSuccess'));
    void refreshUserInfo().catch(() => undefined);
    onClose();
    onDone();
  };

  return (
    <Dialog open title={title} confirmText={t('confirm_amount')} onConfirm={() => void submit()} onCancel={onClose}>
      <AmountField
        label={t('amount')}
        name="amount"
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setShown(null);
        }}
        decimals={UPLAN_DECIMALS}
        unit="usdt"
        maxLabel={t('all')}
        onMax={() => {
          setAmount(allAmount(target));
          setShown(null);
        }}
        disabled={busy}
        error={problemText(shown)}
      />
    </Dialog>
  );
}
