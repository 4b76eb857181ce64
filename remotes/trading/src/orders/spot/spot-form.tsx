import { useState, type FormEvent } from 'react';
import BigNumber from 'bignumber.js';
import { submitSpotOrder, type OrderType, type SpotOrder, type SpotSide, type TradeConfig } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, NumberText, toast } from '@atrium/ui';
import { AmountInput } from '../components/amount-input';
import { BalanceLine } from '../components/balance-line';
import { DetailRows } from '../components/detail-rows';
import { ToggleGroup } from '../components/toggle-group';
import { useProblemText } from '../components/use-problem-text';
import { amountProblem, parseTyped, wireDecimal } from '../logic/amount-rules';
import { priceDecimals, toDecimal } from '../logic/decimal';
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
  const [type, setType] = useState<OrderType>('limit');
  const [limitPrice, setLimitPrice] = useState(lastPrice ?? '');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState(pickedPrice?.at);
  const coin = baseCoin.toUpperCase();

  // A tap in the book (a new one each time, even at the same price) sets a limit price.
  if (pickedPrice && pickedPrice.at !== picked) {
    setPicked(pickedPrice.at);
    setType('limit');
    setLimitPrice(pickedPrice.price);
  }

  const decimals = priceDecimals(lastPrice);
  const priceProblem = type === 'limit' ? amountProblem(limitPrice, { decimals }) : null;
  const price = type === 'limit' ? (priceProblem ? null : parseTyped(limitPrice)) : toDecimal(lastPrice);
  const problem = spotAmountProblem({ side, amount, price, quantityDecimals, usdt, base, minValue: config.minValue });
  const preview = previewSpotOrder({ side, amount: parseTyped(amount), price }, config.feeRate);
  const spending = side === 'buy' ? usdt : base;
  const low = spending !== null && (side === 'buy' ? new BigNumber(spending).isLessThan(config.minValue) : new BigNumber(spending).isZero());

  const chooseType = (next: OrderType) => {
    if (next === 'limit' && limitPrice === '' && lastPrice) setLimitPrice(lastPrice);
    setType(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || problem || priceProblem) return;
    setBusy(true);
    try {
      const order = await submitSpotOrder({ symbol, side, type, amount: wireDecimal(amount), ...(type === 'limit' ? { price: wireDecimal(limitPrice) } : {}) });
      toast(order.status === 0 ? t('order_pending_placed') : t('order_filled_placed'));
      setAmount('');
      setTouched(false);
      onPlaced(order);
    } catch {
      // The client has toasted the server's reason; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  const amountError =
    problem === 'below_min_value' ? t('error_below_min_value', { min: `${config.minValue} USDT` }) : problemText(problem, { decimals: quantityDecimals });

  return (
    <form className={styles.section} onSubmit={(e) => void submit(e)} noValidate aria-label={t('place_order')}>
      <ToggleGroup
        label={t('side')}
        value={side}
        onChange={setSide}
        items={[
          { value: 'buy', label: t('buy'), tone: 'up' },
          { value: 'sell', label: t('sell'), tone: 'down' },
        ]}
      />
      <ToggleGroup
        label={t('order_type')}
        value={type}
        onChange={chooseType}
        items={[
          { value: 'limit', label: t('limit') },
          { value: 'market', label: t('market') },
        ]}
      />
      {type === 'limit' ? (
        <AmountInput name="price" label={t('limit_price')} value={limitPrice} onChange={setLimitPrice} unit="usdt" error={touched ? problemText(priceProblem, { decimals }) : null} />
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
    </form>
  );
}
