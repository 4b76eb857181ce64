import { useState, type FormEvent } from 'react';
import { cancelLossSetting, listLossSettings, saveLossSetting, type ContractPosition, type LossSetting } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useAsync } from '@atrium/platform';
import { Button, Dialog, Section, toast } from '@atrium/ui';
import { AmountInput } from '../components/amount-input';
import { ListView } from '../components/list-view';
import { wireDecimal } from '../logic/amount-rules';
import { priceDecimals } from '../logic/decimal';
import { triggerProblem } from './trigger-rules';
import { useTriggerText } from './use-trigger-text';
import styles from '../components/orders.module.css';

export interface TpSlDialogProps {
  position: ContractPosition;
  lastPrice: string | null;
  onClose(): void;
  /** The triggers changed: the caller reloads the positions. */
  onDone(): void;
}

/** The take-profit / stop-loss of an open position: its current setting, save, and cancel. */
export function TpSlDialog({ position, lastPrice, onClose, onDone }: TpSlDialogProps) {
  const { t } = useTranslation('trading-orders');
  const settings = useAsync(listLossSettings);
  return (
    <Dialog open title={t('tp_sl')} onCancel={onClose} showClose>
      {settings.status === 'ready' ? (
        <TpSlForm position={position} lastPrice={lastPrice} setting={settings.data.find((s) => s.positionId === position.id) ?? null} onDone={onDone} />
      ) : (
        <ListView status={settings.status} rows={null} onRetry={settings.retry} empty="">
          {() => null}
        </ListView>
      )}
    </Dialog>
  );
}

function TpSlForm({ position, lastPrice, setting, onDone }: { position: ContractPosition; lastPrice: string | null; setting: LossSetting | null; onDone(): void }) {
  const { t } = useTranslation('trading-orders');
  const triggerText = useTriggerText();
  const [takeProfit, setTakeProfit] = useState(setting?.takeProfit ?? position.takeProfit ?? '');
  const [stopLoss, setStopLoss] = useState(setting?.stopLoss ?? position.stopLoss ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const decimals = priceDecimals(lastPrice ?? position.entryPrice);
  // Checked against the price now: a trigger already passed would fire at once.
  const reference = lastPrice ?? position.entryPrice;
  const tpProblem = triggerProblem(takeProfit, 'tp', position.direction, reference, decimals);
  const slProblem = triggerProblem(stopLoss, 'sl', position.direction, reference, decimals);
  const nothing = takeProfit.trim() === '' && stopLoss.trim() === '';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || tpProblem || slProblem || (nothing && !setting)) return;
    setBusy(true);
    try {
      // An empty string clears that trigger (LossSettingSubmit).
      await saveLossSetting({ positionId: position.id, takeProfit: wireDecimal(takeProfit), stopLoss: wireDecimal(stopLoss) });
      toast(t('tp_sl_saved'));
      onDone();
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!setting || busy) return;
    setBusy(true);
    try {
      await cancelLossSetting(setting.id);
      toast(t('tp_sl_cancelled'));
      onDone();
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section as="form" onSubmit={(e) => void save(e)} noValidate>
      <AmountInput name="takeProfit" label={t('take_profit')} value={takeProfit} onChange={setTakeProfit} unit="usdt" error={touched ? triggerText(tpProblem, decimals) : null} />
      <AmountInput name="stopLoss" label={t('stop_loss')} value={stopLoss} onChange={setStopLoss} unit="usdt" error={touched ? triggerText(slProblem, decimals) : null} />
      {touched && nothing && !setting && <p className={styles.muted} role="alert">{t('error_tp_sl_required')}</p>}
      <Button type="submit" block loading={busy}>
        {t('save')}
      </Button>
      {setting && (
        <Button variant="secondary" block disabled={busy} onClick={() => void cancel()}>
          {t('cancel_tp_sl')}
        </Button>
      )}
    </Section>
  );
}
