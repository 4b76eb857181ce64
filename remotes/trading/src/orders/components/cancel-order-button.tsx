import { useTranslation } from '@atrium/i18n';
import { Button, toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';

/**
 * Cancels one open order and hands the cancelled order on. Nothing leaves the account (a hold
 * returns to available), so there is no confirmation; a refusal is toasted by the client, any
 * other failure by the submit.
 */
export function CancelOrderButton<T>({ cancel, onCancelled }: { cancel(): Promise<T>; onCancelled?(order: T): void }) {
  const { t } = useTranslation('trading-orders');
  const cancelling = useSubmit(cancel, {
    onDone: (cancelled) => {
      toast(t('order_cancelled'));
      onCancelled?.(cancelled);
    },
  });
  return (
    <Button variant="secondary" loading={cancelling.busy} onClick={cancelling.submit}>
      {t('cancel_order')}
    </Button>
  );
}
