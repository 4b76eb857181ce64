import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@atrium/ui';

/** Cancels one open order and hands the cancelled order on; a refusal is toasted by the client. */
export function CancelOrderButton<T>({ cancel, onCancelled }: { cancel(): Promise<T>; onCancelled?(order: T): void }) {
  const { t } = useTranslation('trading-orders');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const cancelled = await cancel();
      toast(t('order_cancelled'));
      onCancelled?.(cancelled);
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void run()}>
      {t('cancel_order')}
    </Button>
  );
}
