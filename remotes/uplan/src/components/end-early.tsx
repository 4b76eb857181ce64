import { endUplanOrder, type UplanEarlyEnd, type UplanOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSessionStore } from '@atrium/platform';
import { Button, formatAmount, formatPercent, toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';

const usdt = (value: string) => `${formatAmount(value, { exact: true })} USDT`;

/**
 * Ending an overdue order early (issue 21): its way out when it cannot be topped up to full. The
 * confirmation states, before anything is sent, the principal, the penalty (rate and amount) and
 * what returns to the funding account: the server's own figures (`order.earlyEnd`), the ones it
 * posts.
 */
export function EndEarlyButton({ order, terms, onDone }: { order: UplanOrder; terms: UplanEarlyEnd; onDone(): void }) {
  const { t } = useTranslation('uplan');
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const { busy, submit, confirmation } = useSubmit(() => endUplanOrder(order.id), {
    confirm: () => ({
      title: t('confirm_end_early_title'),
      rows: [
        { label: t('principal'), value: usdt(order.alreadyAmount) },
        { label: t('early_end_penalty', { rate: formatPercent(terms.penaltyRate) }), value: usdt(terms.penalty) },
        { label: t('early_end_returned'), value: usdt(terms.returned) },
      ],
      note: t('end_early_note'),
      confirmLabel: t('end_early'),
    }),
    onDone: () => {
      toast(t('end_early_done'));
      void refreshUserInfo().catch(() => undefined);
      onDone();
    },
  });
  return (
    <>
      <Button block variant="secondary" onClick={submit} disabled={busy} data-testid="uplan-end-early">
        {t('end_early')}
      </Button>
      {confirmation}
    </>
  );
}
