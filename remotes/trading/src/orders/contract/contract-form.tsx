import { useState } from 'react';
import BigNumber from 'bignumber.js';
import { submitContractOrder, type ContractDirection, type ContractOrder, type TradeConfig } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, toast } from '@atrium/ui';
import { useSubmit, type Confirmation } from '@atrium/ui/submit';
import { AmountField, amountError, amountValue, useAmountErrorText } from '@atrium/ui/amount';
import { SegmentedControl } from '@atrium/ui/segmented';
import { BalanceLine, TransferLink } from '../components/balance-line';
import { exactAmount, exactPrice, marketPrice, ratePercent } from '../components/money-text';
import { LimitPriceInput, OrderTypeToggle } from '../components/order-price-fields';
import { ShareChips } from '../components/share-chips';
import { useOrderPrice } from '../hooks/use-order-price';
import { usePickedPrice, type PickedPrice } from '../hooks/use-picked-price';
import { allMargin, previewContractOrder, shareOfMargin } from '../logic/contract-math';
import { USDT_DECIMALS } from '../logic/decimal';
import { ContractPreview } from './contract-preview';
import { useContractLabels } from './labels';
import { triggerProblem, triggerSide } from './trigger-rules';
import { useTriggerText } from './use-trigger-text';
import styles from '../components/orders.module.css';

export interface ContractFormProps {
  symbol: string;
  /** The symbol as the screens write it ("BTC/USDT"). */
  symbolLabel: string;
  baseCoin: string;
  lastPrice: string | null;
  config: TradeConfig['contract'];
  /** The contract account's available USDT, or null while it loads. */
  available: string | null;
  /** A price tapped in the order book: switches to a limit order at that price. */
  pickedPrice: PickedPrice | null;
  onPlaced(order: ContractOrder): void;
}

/**
 * Long / Short, Market / Limit, leverage, margin with quick fills, optional TP/SL, preview; the
 * order is sent only from its confirmation, which says what it opens and what it takes from the
 * contract account.
 */
export function ContractForm({ symbol, symbolLabel, baseCoin, lastPrice, config, available, pickedPrice, onPlaced }: ContractFormProps) {
  const { t } = useTranslation('trading-orders');
  const labels = useContractLabels();
  const errorText = useAmountErrorText();
  const triggerText = useTriggerText();
  const [direction, setDirection] = useState<ContractDirection>('long');
  const order = useOrderPrice('market', lastPrice);
  usePickedPrice(pickedPrice, order);
  const [leverage, setLeverage] = useState(config.leverages.includes(10) ? 10 : (config.leverages[0] ?? 1));
  const [margin, setMargin] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [touched, setTouched] = useState(false);

  const { decimals, price: entry } = order;
  const maxMargin = available === null ? null : allMargin(available, leverage, config.feeRate);
  const marginRule = amountError(margin, { decimals: USDT_DECIMALS, min: config.minMargin, balance: maxMargin });
  const marginValue = amountValue(margin, { decimals: USDT_DECIMALS });
  const tpProblem = triggerProblem(takeProfit, 'tp', direction, entry, decimals);
  const slProblem = triggerProblem(stopLoss, 'sl', direction, entry, decimals);
  const preview = entry ? previewContractOrder({ margin: marginValue ?? '0', leverage, price: entry, direction }, config) : null;
  // Too little for the smallest order (with its fee), or for the margin asked: offer a transfer into the contract account.
  const low = (maxMargin !== null && !new BigNumber(maxMargin).isGreaterThanOrEqualTo(config.minMargin)) || (touched && marginRule === 'insufficient');
  const tp = amountValue(takeProfit, { decimals });
  const sl = amountValue(stopLoss, { decimals });
  const triggerHint = (kind: 'tp' | 'sl') =>
    entry ? (triggerSide(kind, direction) === 'above' ? t('hint_above_price', { price: marketPrice(entry) }) : t('hint_below_price', { price: marketPrice(entry) })) : undefined;

  const confirm = (): Confirmation => {
    const p = preview!;
    const taken = p.notional.div(leverage).plus(p.fee);
    return {
      title: direction === 'long' ? t('open_long') : t('open_short'),
      rows: [
        { label: t('symbol'), value: symbolLabel },
        { label: t('direction'), value: labels.direction(direction) },
        { label: t('order_type'), value: labels.orderType(order.type) },
        { label: t('price'), value: order.type === 'limit' ? exactPrice(entry) : t('market_price_about', { price: marketPrice(entry) }) },
        { label: t('leverage'), value: `${leverage}×` },
        { label: t('margin_plain'), value: exactAmount(marginValue, 'usdt') },
        { label: t('notional'), value: exactAmount(p.notional, 'usdt') },
        { label: t('quantity'), value: order.type === 'limit' ? exactAmount(p.quantity, baseCoin) : t('about', { value: exactAmount(p.quantity, baseCoin) }) },
        { label: t('opening_fee_at', { rate: ratePercent(config.feeRate) }), value: exactAmount(p.fee, 'usdt') },
        ...(tp ? [{ label: t('take_profit'), value: exactPrice(tp) }] : []),
        ...(sl ? [{ label: t('stop_loss'), value: exactPrice(sl) }] : []),
        { label: t('est_liquidation_price'), value: p.liquidationPrice ? marketPrice(p.liquidationPrice) : '--' },
        { label: t('from_contract_account'), value: exactAmount(taken, 'usdt') },
      ],
      note: order.type === 'limit' ? t('contract_note_limit') : t('contract_note_market'),
    };
  };

  const placing = useSubmit(
    () =>
      submitContractOrder({
        symbol,
        direction,
        type: order.type,
        amount: marginValue!,
        leverage,
        ...order.wire(),
        ...(tp ? { takeProfit: tp } : {}),
        ...(sl ? { stopLoss: sl } : {}),
      }),
    {
      blocking: true,
      check: () => {
        setTouched(true);
        return !marginRule && !order.problem && !tpProblem && !slProblem && preview !== null;
      },
      confirm,
      onDone: (placed) => {
        toast(placed.status === 0 ? t('order_pending_placed') : t('order_filled_placed'));
        setMargin('');
        setTakeProfit('');
        setStopLoss('');
        setTouched(false);
        onPlaced(placed);
      },
    },
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        placing.submit();
      }}
      noValidate
      aria-label={t('place_order')}
    >
      <SegmentedControl
        aria-label={t('direction')}
        value={direction}
        onChange={setDirection}
        options={[
          { value: 'long', label: t('long'), tone: 'up' },
          { value: 'short', label: t('short'), tone: 'down' },
        ]}
      />
      <OrderTypeToggle order={order} first="market" />
      <div className={styles.leverages} role="group" aria-label={t('leverage')}>
        {config.leverages.map((n) => (
          <button key={n} type="button" className={styles.chip} aria-pressed={n === leverage} onClick={() => setLeverage(n)}>
            {/* "10×" reads left to right in every language, as the sign sits on exchanges. */}
            <span dir="ltr">{n}×</span>
          </button>
        ))}
      </div>
      {order.type === 'limit' && <LimitPriceInput order={order} touched={touched} />}
      <AmountField
        name="margin"
        label={t('margin')}
        value={margin}
        onChange={setMargin}
        decimals={USDT_DECIMALS}
        unit="usdt"
        hint={t('margin_hint', { min: exactAmount(config.minMargin, 'usdt') })}
        error={touched ? errorText(marginRule, { min: config.minMargin, unit: 'usdt', decimals: USDT_DECIMALS }) : null}
      />
      <ShareChips
        // A share of All: the available balance less the opening fee the order adds on top.
        amountOf={(fraction) => shareOfMargin(available, leverage, config.feeRate, fraction * 100)}
        allLabel={t('all')}
        typed={margin}
        decimals={USDT_DECIMALS}
        onFill={setMargin}
      />
      <BalanceLine available={available} coin="usdt" testId="contract-available" />
      <TransferLink account="contract" low={low} />
      <AmountField
        name="takeProfit"
        label={t('take_profit_optional')}
        value={takeProfit}
        onChange={setTakeProfit}
        decimals={decimals}
        unit="usdt"
        hint={triggerHint('tp')}
        error={touched ? triggerText(tpProblem, decimals) : null}
      />
      <AmountField
        name="stopLoss"
        label={t('stop_loss_optional')}
        value={stopLoss}
        onChange={setStopLoss}
        decimals={decimals}
        unit="usdt"
        hint={triggerHint('sl')}
        error={touched ? triggerText(slProblem, decimals) : null}
      />
      <ContractPreview preview={preview} baseCoin={baseCoin} />
      <Button type="submit" block loading={placing.busy} className={styles.submit} data-tone={direction === 'long' ? 'up' : 'down'}>
        {direction === 'long' ? t('open_long') : t('open_short')}
      </Button>
      {placing.confirmation}
    </form>
  );
}
