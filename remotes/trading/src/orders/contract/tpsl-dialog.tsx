import { useState } from 'react';
import { cancelLossSetting, listLossSettings, saveLossSetting, type ContractPosition, type LossSetting } from '@atrium/api';
import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import { useAsync } from '@atrium/kit';
import { Button, Dialog, Section, toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { AmountField, amountInputText, amountValue } from '@atrium/ui/amount';
import { ListView } from '../components/list-view';
import { marketPrice } from '../components/money-text';
import { priceDecimals } from '../logic/decimal';
import { triggerProblem, triggerSide } from './trigger-rules';
import { useTriggerText } from './use-trigger-text';
import styles from '../components/orders.module.css';

export interface TpSlDialogProps {
  position: ContractPosition;
  lastPrice: string | null;
  onClose(): void;
  /** The triggers changed: the caller reloads the positions. */
  onDone(): void;
}

/** A trigger the server has (a plain decimal) written for the field the page language's way. */
const fieldText = (price: string | null | undefined) => (price ? amountInputText(price, localeTag(currentLocale())) : '');

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
  const [takeProfit, setTakeProfit] = useState(() => fieldText(setting?.takeProfit ?? position.takeProfit));
  const [stopLoss, setStopLoss] = useState(() => fieldText(setting?.stopLoss ?? position.stopLoss));
  const [touched, setTouched] = useState(false);
  const decimals = priceDecimals(lastPrice ?? position.entryPrice);
  // Checked against the price now: a trigger already passed would fire at once.
  const reference = lastPrice ?? position.entryPrice;
  const tpProblem = triggerProblem(takeProfit, 'tp', position.direction, reference, decimals);
  const slProblem = triggerProblem(stopLoss, 'sl', position.direction, reference, decimals);
  const nothing = takeProfit.trim() === '' && stopLoss.trim() === '';
  const hint = (kind: 'tp' | 'sl') =>
    triggerSide(kind, position.direction) === 'above' ? t('hint_above_price', { price: marketPrice(reference) }) : t('hint_below_price', { price: marketPrice(reference) });

  // Triggers close the position later at the market price; setting them moves no money now.
  const saving = useSubmit(
    // An empty string clears that trigger (LossSettingSubmit).
    () => saveLossSetting({ positionId: position.id, takeProfit: amountValue(takeProfit, { decimals }) ?? '', stopLoss: amountValue(stopLoss, { decimals }) ?? '' }),
    {
      check: () => {
        setTouched(true);
        return !tpProblem && !slProblem && !(nothing && !setting);
      },
      onDone: () => {
        toast(t('tp_sl_saved'));
        onDone();
      },
    },
  );
  const cancelling = useSubmit(() => cancelLossSetting(setting!.id), {
    onDone: () => {
      toast(t('tp_sl_cancelled'));
      onDone();
    },
  });
  const busy = saving.busy || cancelling.busy;

  return (
    <Section
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!cancelling.busy) saving.submit();
      }}
      noValidate
    >
      <AmountField
        name="takeProfit"
        label={t('take_profit')}
        value={takeProfit}
        onChange={setTakeProfit}
        decimals={decimals}
        unit="usdt"
        hint={hint('tp')}
        error={touched ? triggerText(tpProblem, decimals) : null}
      />
      <AmountField
        name="stopLoss"
        label={t('stop_loss')}
        value={stopLoss}
        onChange={setStopLoss}
        decimals={decimals}
        unit="usdt"
        hint={hint('sl')}
        error={touched ? triggerText(slProblem, decimals) : null}
      />
      {touched && nothing && !setting && (
        <p className={styles.muted} role="alert">
          {t('error_tp_sl_required')}
        </p>
      )}
      <Button type="submit" block loading={saving.busy} disabled={cancelling.busy}>
        {t('save')}
      </Button>
      {setting && (
        <Button variant="secondary" block loading={cancelling.busy} disabled={saving.busy} onClick={() => !busy && cancelling.submit()}>
          {t('cancel_tp_sl')}
        </Button>
      )}
    </Section>
  );
}
