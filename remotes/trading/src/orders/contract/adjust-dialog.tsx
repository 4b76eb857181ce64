import { useState, type FormEvent } from 'react';
import BigNumber from 'bignumber.js';
import { adjustAmount, adjustPositionAmount, adjustPositionMargin, type ContractPosition, type TradeConfig } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, formatAmount, Section, toast } from '@atrium/ui';
import { AmountInput } from '../components/amount-input';
import { ToggleGroup } from '../components/toggle-group';
import { useProblemText } from '../components/use-problem-text';
import { amountProblem, wireDecimal } from '../logic/amount-rules';
import { allMargin } from '../logic/contract-math';
import { USDT_DECIMALS } from '../logic/decimal';
import styles from '../components/orders.module.css';

export type AdjustKind = 'margin' | 'add' | 'reduce';

export interface AdjustDialogProps {
  kind: AdjustKind;
  position: ContractPosition;
  config: TradeConfig['contract'];
  /** The contract account's available USDT. */
  available: string | null;
  onClose(): void;
  onDone(position: ContractPosition): void;
}

/**
 * Changes an open position by an amount of USDT: margin in or out (adjustPositionMargin, a
 * negative money takes margin back), more of the position at its leverage (adjustPositionAmount,
 * its fee on top), or a partial close of that much margin's share (adjustAmount flag 2).
 */
export function AdjustDialog({ kind, position, config, available, onClose, onDone }: AdjustDialogProps) {
  const { t } = useTranslation('trading-orders');
  const problemText = useProblemText();
  const [marginWay, setMarginWay] = useState<'in' | 'out'>('in');
  const [money, setMoney] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  // What the amount may not exceed: the balance for new money, the position's margin for money back.
  const takesBack = kind === 'reduce' || (kind === 'margin' && marginWay === 'out');
  const balance = takesBack ? null : kind === 'add' ? (available === null ? null : allMargin(available, position.leverage, config.feeRate)) : available;
  const max = takesBack ? position.margin : null;
  // An addition is an order into the position: it has the order's minimum margin.
  const min = kind === 'add' ? config.minMargin : null;
  const problem = amountProblem(money, { decimals: USDT_DECIMALS, balance, max, min });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    const value = wireDecimal(money);
    try {
      const changed =
        kind === 'margin'
          ? await adjustPositionMargin(position.id, marginWay === 'in' ? value : new BigNumber(value).negated().toFixed())
          : kind === 'add'
            ? await adjustPositionAmount(position.id, value)
            : await adjustAmount(position.id, value, 2);
      toast(t('position_updated'));
      onDone(changed);
    } catch {
      // Toasted by the client; the dialog keeps the amount.
    } finally {
      setBusy(false);
    }
  };

  const title = kind === 'margin' ? t('adjust_margin') : kind === 'add' ? t('add_to_position') : t('reduce_position');
  return (
    <Dialog open title={title} onCancel={onClose} showClose>
      <Section as="form" onSubmit={(e) => void submit(e)} noValidate>
        {kind === 'margin' && (
          <ToggleGroup
            label={t('adjust_margin')}
            value={marginWay}
            onChange={setMarginWay}
            items={[
              { value: 'in', label: t('add_margin') },
              { value: 'out', label: t('remove_margin') },
            ]}
          />
        )}
        <AmountInput
          name="money"
          label={kind === 'reduce' ? t('reduce_by_margin') : t('amount_usdt')}
          value={money}
          onChange={setMoney}
          unit="usdt"
          error={touched ? problemText(problem, { min: min ?? undefined, max: max ?? undefined, decimals: USDT_DECIMALS, unit: 'usdt' }) : null}
        />
        <p className={styles.muted}>{takesBack ? t('position_margin_is', { margin: formatAmount(position.margin) }) : t('available_is', { amount: formatAmount(available) })}</p>
        <Button type="submit" block loading={busy}>
          {t('confirm')}
        </Button>
      </Section>
    </Dialog>
  );
}
