import { useState, type FormEvent } from 'react';
import BigNumber from 'bignumber.js';
import { submitSpotOrder, type SpotOrder, type SpotSide, type TradeConfig } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, NumberText, Section, toast } from '@atrium/ui';
import { AmountInput } from '../components/amount-input';
import { BalanceLine } from '../components/balance-line';
import { DetailRows } from '../components/detail-rows';
import { LimitPriceInput, OrderTypeToggle } from '../components/order-price-fields';
import { ToggleGroup } from '../components/toggle-group';
import { useProblemText } from '../components/use-problem-text';
import { useOrderPrice } from '../hooks/use-order-price';
import { parseTyped, wireDecimal } from '../logic/amount-rules';
import { previewSpotOrder, quantityForShare } from '../logic/spot-math';
import { spotAmountProblem } from './spot-rules';
import styles from '../components/orders.module.css';

export interface SpotFormProps {
  symbol: string;
  baseCoin: string;
  lastPrice: string | null;
  quantityDecimals: number;
  config: TradeConfig['spot'];
  usdt: string | null;
  base: string | null;
  /** A price tapped in the order book: switches to a limit order at that price. */
  pickedPrice: { price: string; at: number } | null;
  onPlaced(order: SpotOrder): void;
}

/** Buy / Sell, Market / Limit, price, base-coin amount with 25–100 %, total and fee, submit. */
export function SpotForm({ symbol, baseCoin, lastPrice, quantityDecimals, config, usdt, base, pickedPrice, onPlaced }: SpotFormProps) {
  const { t } = useTranslation('trading-orders');
  const problemText = useProblemText();
  const [side, setSide] = useState<SpotSide>('buy');
  const order = useOrderPrice('limit', lastPrice);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState(pickedPrice?.at);
  const coin = baseCoin.toUpperCase();

  // A tap in the book (a new one each time, even at the same price) sets a limit price.
  if (pickedPrice && pickedPrice.at !== picked) {
    setPicked(pickedPrice.at);
    order.limitAt(pickedPrice.price);
  }

  const price = order.price;
  const problem = spotAmountProblem({ side, amount, price, quantityDecimals, usdt, base, minValue: config.minValue });
  const preview = previewSpotOrder({ side, amount: parseTyped(amount), price }, config.feeRate);
  const spending = side === 'buy' ? usdt : base;
  const low = spending !== null && (side === 'buy' ? new BigNumber(spending).isLessThan(config.minValue) : new BigNumber(spending).isZero());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || problem || order.problem) return;
    setBusy(true);
    try {
      const placed = await submitSpotOrder({ symbol, side, type: order.type, amount: wireDecimal(amount), ...order.wire() });
      toast(placed.status === 0 ? t('order_pending_placed') : t('order_filled_placed'));
      setAmount('');
      setTouched(false);
      onPlaced(placed);
    } catch {
      // The client has toasted the server's reason; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  const amountError =
    problem === 'below_min_value' ? t('error_below_min_value', { min: `${config.minValue} USDT` }) : problemText(problem, { decimals: quantityDecimals });

  return (
    <Section as="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('place_order')}>
      <ToggleGroup
        label={t('side')}
        value={side}
        onChange={setSide}
        items={[
          { value: 'buy', label: t('buy'), tone: 'up' },
          { value: 'sell', label: t('sell'), tone: 'down' },
        ]}
      />
      <OrderTypeToggle order={order} first="limit" />
      {order.type === 'limit' ? (
        <LimitPriceInput order={order} touched={touched} />
      ) : (
        <p className={styles.muted}>{t('market_price_note')}</p>
      )}
      <AmountInput
        name="amount"
        label={t('amount_in', { coin })}
        value={amount}
        onChange={setAmount}
        unit={baseCoin}
        error={touched ? amountError : null}
        quick={[25, 50, 75, 100].map((percent) => ({
          label: `${percent}%`,
          value: () => quantityForShare({ side, percent, usdt, base, price }, quantityDecimals),
        }))}
      />
      <BalanceLine available={usdt} coin="usdt" low={side === 'buy' && low} testId="spot-usdt" />
      <BalanceLine available={base} coin={baseCoin} low={side === 'sell' && low} testId="spot-base" />
      <DetailRows
        testId="spot-preview"
        rows={[
          { label: t('total'), value: <><NumberText value={preview?.total} /> USDT</> },
          { label: t('fee'), value: <><NumberText value={preview?.fee} /> {side === 'buy' ? coin : 'USDT'}</> },
          { label: t('you_receive'), value: <><NumberText value={preview?.receive} /> {side === 'buy' ? coin : 'USDT'}</> },
        ]}
      />
      <Button type="submit" block loading={busy} variant={side === 'buy' ? 'primary' : 'danger'}>
        {side === 'buy' ? t('buy_coin', { coin }) : t('sell_coin', { coin })}
      </Button>
    </Section>
  );
}
