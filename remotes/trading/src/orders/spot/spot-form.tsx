import { useState } from 'react';
import BigNumber from 'bignumber.js';
import { submitSpotOrder, type SpotOrder, type SpotSide, type TradeConfig } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, NumberText, toast } from '@atrium/ui';
import { useSubmit, type Confirmation } from '@atrium/ui/submit';
import { AmountField, amountValue, useAmountErrorText } from '@atrium/ui/amount';
import { SegmentedControl } from '@atrium/ui/segmented';
import { BalanceLine, TransferLink } from '../components/balance-line';
import { DetailRows } from '../components/detail-rows';
import { exactAmount, exactPrice, marketPrice, ratePercent } from '../components/money-text';
import { LimitPriceInput, OrderTypeToggle } from '../components/order-price-fields';
import { ShareChips } from '../components/share-chips';
import { useOrderPrice } from '../hooks/use-order-price';
import { usePickedPrice, type PickedPrice } from '../hooks/use-picked-price';
import { previewSpotOrder, quantityForShare } from '../logic/spot-math';
import { spotAmountProblem } from './spot-rules';
import styles from '../components/orders.module.css';

export interface SpotFormProps {
  symbol: string;
  /** The symbol as the screens write it ("DOGE/USDT"). */
  symbolLabel: string;
  baseCoin: string;
  lastPrice: string | null;
  quantityDecimals: number;
  config: TradeConfig['spot'];
  usdt: string | null;
  base: string | null;
  /** A price tapped in the order book: switches to a limit order at that price. */
  pickedPrice: PickedPrice | null;
  onPlaced(order: SpotOrder): void;
}

/**
 * Buy / Sell, Market / Limit, price, base-coin amount with 25–100 %, total and fee; the order is
 * sent only from its confirmation, which says what is paid from (or held in) the spot account and
 * what arrives there.
 */
export function SpotForm({ symbol, symbolLabel, baseCoin, lastPrice, quantityDecimals, config, usdt, base, pickedPrice, onPlaced }: SpotFormProps) {
  const { t } = useTranslation('trading-orders');
  const errorText = useAmountErrorText();
  const [side, setSide] = useState<SpotSide>('buy');
  const order = useOrderPrice('limit', lastPrice);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  usePickedPrice(pickedPrice, order);
  const coin = baseCoin.toUpperCase();

  const price = order.price;
  const problem = spotAmountProblem({ side, amount, price, quantityDecimals, usdt, base, minValue: config.minValue });
  const quantity = amountValue(amount, { decimals: quantityDecimals });
  const preview = previewSpotOrder({ side, amount: quantity, price }, config.feeRate);
  const spending = side === 'buy' ? usdt : base;
  const low =
    (spending !== null && (side === 'buy' ? new BigNumber(spending).isLessThan(config.minValue) : new BigNumber(spending).isZero())) ||
    (touched && problem === 'insufficient');
  const receivedCoin = side === 'buy' ? coin : 'USDT';
  const limit = order.type === 'limit';

  const confirm = (): Confirmation => {
    const p = preview!;
    const about = (text: string) => (limit ? text : t('about', { value: text }));
    return {
      title: side === 'buy' ? t('buy_coin', { coin }) : t('sell_coin', { coin }),
      rows: [
        { label: t('symbol'), value: symbolLabel },
        { label: t('side'), value: side === 'buy' ? t('buy') : t('sell') },
        { label: t('order_type'), value: limit ? t('limit') : t('market') },
        { label: t('price'), value: limit ? exactPrice(price) : t('market_price_about', { price: marketPrice(price) }) },
        { label: t('quantity'), value: exactAmount(quantity, coin) },
        { label: t('total'), value: about(exactAmount(p.total, 'usdt')) },
        { label: t('fee_at', { rate: ratePercent(config.feeRate) }), value: about(exactAmount(p.fee, receivedCoin)) },
        { label: t('you_receive'), value: about(exactAmount(p.receive, receivedCoin)) },
        { label: limit ? t('held_in_spot_account') : t('from_spot_account'), value: about(exactAmount(p.paid, side === 'buy' ? 'usdt' : coin)) },
      ],
      note: limit ? t('spot_note_limit') : t('spot_note_market'),
    };
  };

  const placing = useSubmit(() => submitSpotOrder({ symbol, side, type: order.type, amount: quantity!, ...order.wire() }), {
    check: () => {
      setTouched(true);
      return !problem && !order.problem && preview !== null;
    },
    confirm,
    onDone: (placed) => {
      toast(placed.status === 0 ? t('order_pending_placed') : t('order_filled_placed'));
      setAmount('');
      setTouched(false);
      onPlaced(placed);
    },
  });

  const amountMessage =
    problem === 'below_min_value'
      ? t('error_below_min_value', { min: exactAmount(config.minValue, 'usdt') })
      : errorText(problem, { decimals: quantityDecimals, unit: baseCoin });
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
        aria-label={t('side')}
        value={side}
        onChange={setSide}
        options={[
          { value: 'buy', label: t('buy'), tone: 'up' },
          { value: 'sell', label: t('sell'), tone: 'down' },
        ]}
      />
      <OrderTypeToggle order={order} first="limit" />
      {limit ? <LimitPriceInput order={order} touched={touched} /> : <p className={styles.muted}>{t('market_price_note')}</p>}
      <AmountField
        name="amount"
        label={t('amount_in', { coin })}
        value={amount}
        onChange={setAmount}
        decimals={quantityDecimals}
        unit={baseCoin}
        hint={t('min_value_hint', { min: exactAmount(config.minValue, 'usdt') })}
        error={touched ? amountMessage : null}
      />
      <ShareChips
        // A share of what the side spends: USDT at the price on a buy, the coin on a sell.
        amountOf={(fraction) => quantityForShare({ side, percent: fraction * 100, usdt, base, price }, quantityDecimals)}
        typed={amount}
        decimals={quantityDecimals}
        onFill={setAmount}
      />
      <BalanceLine available={usdt} coin="usdt" testId="spot-usdt" />
      <BalanceLine available={base} coin={baseCoin} testId="spot-base" />
      <TransferLink account="spot" low={low} />
      <DetailRows
        testId="spot-preview"
        rows={[
          { label: t('total'), value: <><NumberText value={preview?.total} /> USDT</> },
          { label: t('fee'), value: <><NumberText value={preview?.fee} /> {receivedCoin}</> },
          { label: t('you_receive'), value: <><NumberText value={preview?.receive} /> {receivedCoin}</> },
        ]}
      />
      <Button type="submit" block loading={placing.busy} className={styles.submit} data-tone={side === 'buy' ? 'up' : 'down'}>
        {side === 'buy' ? t('buy_coin', { coin }) : t('sell_coin', { coin })}
      </Button>
      {placing.confirmation}
    </form>
  );
}
