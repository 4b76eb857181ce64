import { useState, type FormEvent } from 'react';
import BigNumber from 'bignumber.js';
import { submitContractOrder, type ContractDirection, type ContractOrder, type TradeConfig } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, Section, toast } from '@atrium/ui';
import { AmountInput } from '../components/amount-input';
import { BalanceLine } from '../components/balance-line';
import { LimitPriceInput, OrderTypeToggle } from '../components/order-price-fields';
import { ToggleGroup } from '../components/toggle-group';
import { useProblemText } from '../components/use-problem-text';
import { useOrderPrice } from '../hooks/use-order-price';
import { amountProblem, parseTyped, wireDecimal } from '../logic/amount-rules';
import { allMargin, previewContractOrder, shareOfMargin } from '../logic/contract-math';
import { USDT_DECIMALS } from '../logic/decimal';
import { ContractPreview } from './contract-preview';
import { triggerProblem } from './trigger-rules';
import { useTriggerText } from './use-trigger-text';
import styles from '../components/orders.module.css';

export interface ContractFormProps {
  symbol: string;
  baseCoin: string;
  lastPrice: string | null;
  config: TradeConfig['contract'];
  /** The contract account's available USDT, or null while it loads. */
  available: string | null;
  onPlaced(order: ContractOrder): void;
}

/** Long / Short, Market / Limit, leverage, margin with quick fills, optional TP/SL, preview and submit. */
export function ContractForm({ symbol, baseCoin, lastPrice, config, available, onPlaced }: ContractFormProps) {
  const { t } = useTranslation('trading-orders');
  const problemText = useProblemText();
  const triggerText = useTriggerText();
  const [direction, setDirection] = useState<ContractDirection>('long');
  const order = useOrderPrice('market', lastPrice);
  const [leverage, setLeverage] = useState(config.leverages.includes(10) ? 10 : (config.leverages[0] ?? 1));
  const [margin, setMargin] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const { decimals, price: entry } = order;
  const maxMargin = available === null ? null : allMargin(available, leverage, config.feeRate);
  const marginProblem = amountProblem(margin, { decimals: USDT_DECIMALS, min: config.minMargin, balance: maxMargin });
  const tpProblem = triggerProblem(takeProfit, 'tp', direction, entry, decimals);
  const slProblem = triggerProblem(stopLoss, 'sl', direction, entry, decimals);
  const preview = entry ? previewContractOrder({ margin: parseTyped(margin) ?? 0, leverage, price: entry, direction }, config) : null;
  // Too little for the smallest order (with its fee): offer a transfer into the contract account.
  const low = maxMargin !== null && !new BigNumber(maxMargin).isGreaterThanOrEqualTo(config.minMargin);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || marginProblem || order.problem || tpProblem || slProblem) return;
    setBusy(true);
    try {
      const placed = await submitContractOrder({
        symbol,
        direction,
        type: order.type,
        amount: wireDecimal(margin),
        leverage,
        ...order.wire(),
        ...(takeProfit.trim() ? { takeProfit: wireDecimal(takeProfit) } : {}),
        ...(stopLoss.trim() ? { stopLoss: wireDecimal(stopLoss) } : {}),
      });
      toast(placed.status === 0 ? t('order_pending_placed') : t('order_filled_placed'));
      setMargin('');
      setTakeProfit('');
      setStopLoss('');
      setTouched(false);
      onPlaced(placed);
    } catch {
      // The client has toasted the server's reason; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  const quick = [25, 50, 75].map((percent) => ({
    label: `${percent}%`,
    value: () => shareOfMargin(available, leverage, config.feeRate, percent),
  }));
  quick.push({ label: t('all'), value: () => allMargin(available, leverage, config.feeRate) });

  return (
    <Section as="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('place_order')}>
      <ToggleGroup
        label={t('direction')}
        value={direction}
        onChange={setDirection}
        items={[
          { value: 'long', label: t('long'), tone: 'up' },
          { value: 'short', label: t('short'), tone: 'down' },
        ]}
      />
      <OrderTypeToggle order={order} first="market" />
      <div className={styles.chips} role="group" aria-label={t('leverage')}>
        {config.leverages.map((n) => (
          <button key={n} type="button" className={styles.chip} aria-pressed={n === leverage} onClick={() => setLeverage(n)}>
            {n}×
          </button>
        ))}
      </div>
      {order.type === 'limit' && <LimitPriceInput order={order} touched={touched} />}
      <AmountInput
        name="margin"
        label={t('margin')}
        value={margin}
        onChange={setMargin}
        unit="usdt"
        quick={quick}
        error={touched ? problemText(marginProblem, { min: config.minMargin, decimals: USDT_DECIMALS, unit: 'usdt' }) : null}
      />
      <BalanceLine available={available} coin="usdt" low={low} testId="contract-available" />
      <AmountInput name="takeProfit" label={t('take_profit_optional')} value={takeProfit} onChange={setTakeProfit} unit="usdt" error={touched ? triggerText(tpProblem, decimals) : null} />
      <AmountInput name="stopLoss" label={t('stop_loss_optional')} value={stopLoss} onChange={setStopLoss} unit="usdt" error={touched ? triggerText(slProblem, decimals) : null} />
      <ContractPreview preview={preview} baseCoin={baseCoin} />
      <Button type="submit" block loading={busy} variant={direction === 'long' ? 'primary' : 'danger'}>
        {direction === 'long' ? t('open_long') : t('open_short')}
      </Button>
    </Section>
  );
}
