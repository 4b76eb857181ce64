import { useState } from 'react';
import { stopPosition, type ContractPosition } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, toast } from '@atrium/ui';
import styles from '../components/orders.module.css';

/** Asks before closing a position at the market price (/contract/stopPosition). */
export function CloseDialog({ position, onClose, onDone }: { position: ContractPosition; onClose(): void; onDone(position: ContractPosition): void }) {
  const { t } = useTranslation('trading-orders');
  const [busy, setBusy] = useState(false);
  const close = async () => {
    setBusy(true);
    try {
      const closed = await stopPosition(position.id);
      toast(t('position_closed_toast'));
      onDone(closed);
    } catch {
      // Toasted by the client; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open title={t('close_position')} onCancel={onClose} showClose>
      <p className={styles.statement}>{t('close_position_question', { symbol: position.symbol.toUpperCase() })}</p>
      <Button block variant="danger" loading={busy} onClick={() => void close()}>
        {t('close_at_market')}
      </Button>
    </Dialog>
  );
}
