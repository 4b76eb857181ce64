import { useState } from 'react';
import { appendUplanOrder, assetBalance, createUplanOrder, type CoinBalance } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSessionStore } from '@atrium/platform';
import { useAsync } from '@atrium/kit';
import { Dialog, formatAmount, formatPercent, toast, useTextLang } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { AmountField, useAmountErrorText } from '@atrium/ui/amount';
import { allAmount, purchaseAmount, purchaseLimits, purchaseProblem, UPLAN_DECIMALS, type PurchaseProblem, type PurchaseTarget } from '../logic/uplan-rules';

/** The plan's terms the confirmation repeats: its name, its days (and those left, for an order), its daily rate. */
export interface PlanTerms {
  title: string;
  /** The title's language (the server's `lang`). */
  lang?: string;
  days: number;
  /** An order's days still to run. */
  remainDay?: number;
  /** Percent a day. */
  dayRate: string;
}

export interface PurchaseDialogProps {
  /** A product to sign for (createOrder) or an order to top up (appendOrder). */
  target: PurchaseTarget & { id: number };
  terms: PlanTerms;
  title: string;
  onClose(): void;
  /** Called after the server accepted: the dialog is closed by then and the caller reloads. */
  onDone(): void;
}

const usdt = (value: string) => `${formatAmount(value, { exact: true })} USDT`;

/** The funding account's available USDT, where the pledge is frozen from ("0" without a row). */
const fundingUsdt = (balances: CoinBalance[]) => balances.find((b) => b.account === 'funding' && b.coin.toLowerCase() === 'usdt')?.available ?? '0';

/**
 * The amount dialog of a purchase or top-up (spec §4): an All button (projectAmount, or what is
 * left to full, floored), the limits said under the field before they bite, limitMin said inline
 * as spec §5's message, never beyond projectAmount. Continue shows what will happen (plan, the
 * exact amount, days, daily rate, the account it is frozen in) and only its Confirm sends. A
 * refusal of the server is toasted by the client and the typed amount stays; success toasts
 * quote_addSuccess.
 */
export function PurchaseDialog({ target, terms, title, onClose, onDone }: PurchaseDialogProps) {
  const { t } = useTranslation('uplan');
  const amountText = useAmountErrorText();
  const textLang = useTextLang();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  // What the funding account holds: more than that is said under the field, not refused by the
  // server in a toast. While it loads, or if it cannot be read, the server judges it.
  const funding = useAsync((call) => assetBalance(call), []);
  const problem = purchaseProblem(amount, target, undefined, funding.status === 'ready' ? fundingUsdt(funding.data.balances) : undefined);
  const limits = purchaseLimits(target);

  const problemText = (found: PurchaseProblem | null): string | null => {
    if (!found) return null;
    if (found.kind === 'amount') return amountText(found.error, { decimals: UPLAN_DECIMALS, unit: 'usdt' });
    if (found.kind === 'minimum') return t('minimum_amount', { min: formatAmount(found.min, { exact: true }) });
    return t('amount_cap', { max: formatAmount(found.max, { exact: true }) });
  };

  const { busy, submit, confirmation } = useSubmit(
    async () => {
      const value = purchaseAmount(amount)!;
      if (target.kind === 'product') await createUplanOrder(target.id, value);
      else await appendUplanOrder(target.id, value);
    },
    {
      check: () => {
        setTried(true);
        return problem === null;
      },
      confirm: () => ({
        title: t(target.kind === 'product' ? 'confirm_pledge_title' : 'confirm_top_up_title'),
        rows: [
          { label: t('plan'), value: <span {...textLang(terms.lang)}>{terms.title}</span> },
          { label: t('amount'), value: usdt(purchaseAmount(amount)!) },
          { label: t('days'), value: String(terms.days) },
          ...(terms.remainDay === undefined ? [] : [{ label: t('remain_day'), value: String(terms.remainDay) }]),
          { label: t('day_rate'), value: formatPercent(terms.dayRate) },
          { label: t('pledged_from'), value: t('funding_account') },
        ],
        note: t('pledge_note'),
      }),
      onDone: () => {
        toast(t('quote_addSuccess'));
        void refreshUserInfo().catch(() => undefined);
        onClose();
        onDone();
      },
    },
  );

  const hint =
    limits.min === null
      ? t('amount_cap', { max: formatAmount(limits.max, { exact: true }) })
      : t('amount_range', { min: formatAmount(limits.min, { exact: true }), max: formatAmount(limits.max, { exact: true }) });

  return (
    <>
      <Dialog open title={title} confirmText={t('continue')} onConfirm={submit} onCancel={() => !busy && onClose()}>
        <AmountField
          label={t('amount')}
          name="amount"
          value={amount}
          onChange={setAmount}
          decimals={UPLAN_DECIMALS}
          unit="usdt"
          max={allAmount(target)}
          maxLabel={t('all')}
          hint={hint}
          disabled={busy}
          // The field says a malformed amount itself, at once; a missing amount and the limits once Continue was tried.
          error={tried ? problemText(problem) : null}
        />
      </Dialog>
      {confirmation}
    </>
  );
}
