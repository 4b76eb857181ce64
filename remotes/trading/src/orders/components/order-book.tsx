import type { CSSProperties } from 'react';
import { useTranslation } from '@atrium/i18n';
import { formatAmount, NumberText, VisuallyHidden } from '@atrium/ui';
import { bookSides, type BookRow } from '../../shared/book-rows';
import { columnDecimals } from '../../shared/figures';
import { useDepth } from '../../shared/use-depth';
import styles from './trade-panel.module.css';

/** Levels shown a side by default: a fixed number, so the book beside the form never changes height. */
export const BOOK_LEVELS = 9;

export interface OrderBookProps {
  symbol: string;
  /** The quote coin prices are in ("usdt") and the base coin amounts are in ("btc"). */
  priceUnit: string;
  amountUnit: string;
  lastPrice: string | null;
  /** A tap on a level takes its price (a limit order at it). */
  onPick(price: string): void;
  /** Levels a side (default BOOK_LEVELS): a screen with a taller form shows more. */
  levels?: number;
}

/**
 * The live order book (DEPTH) beside an order form: price and amount columns, asks above the last
 * price (the best next to it), bids below, with depth bars. The rows are there from the start, as
 * placeholders until the first frame, so nothing around the book moves when it comes.
 */
export function OrderBook({ symbol, priceUnit, amountUnit, lastPrice, onPick, levels = BOOK_LEVELS }: OrderBookProps) {
  const { t } = useTranslation('trading-orders');
  const depth = useDepth(symbol);
  const sides = depth ? bookSides(depth, levels) : null;
  // The amounts shown, all with one number of decimals: a column of one length.
  const decimals = sides ? columnDecimals([...sides.asks, ...sides.bids].map((row) => row.amount)) : 0;
  // Rows are slots keyed by their place, not their price: a new frame rewrites them where they
  // stand instead of moving rows about (which would count as layout shifts).
  const level = (side: 'ask' | 'bid') => (row: BookRow | null, index: number) =>
    row ? (
      // The bar's width is this level's figure: the one place for a style value.
      // Named by what it shows, after a hidden "Use this price:" (the name holds the visible text).
      <button key={`${side}-${index}`} type="button" className={styles.level} data-side={side} data-target-equivalent="the order form's price field" style={{ '--depth': row.depth } as CSSProperties} onClick={() => onPick(row.price)}>
        <VisuallyHidden>{t('use_price')} </VisuallyHidden>
        <NumberText value={row.price} kind="price" />{' '}
        <span className={styles.figure} dir="ltr">
          {formatAmount(row.amount, { decimals })}
        </span>
      </button>
    ) : (
      <div key={`${side}-${index}`} className={styles.level} aria-hidden="true">
        {!sides && <span className={styles.bone} />}
        {!sides && <span className={styles.bone} />}
      </div>
    );
  // Asks arrive best (lowest) first: reversed, the best ends next to the last price. A short side
  // is padded away from it.
  const asks = padded(sides?.asks ?? [], levels).reverse();
  const bids = padded(sides?.bids ?? [], levels);
  return (
    <section className={styles.book} aria-label={t('order_book')} aria-busy={sides ? undefined : true} data-testid="order-book">
      <div className={styles.head}>
        <span data-testid="book-price-head">{t('price_in', { coin: priceUnit.toUpperCase() })}</span>
        <span data-testid="book-amount-head">{t('amount_in', { coin: amountUnit.toUpperCase() })}</span>
      </div>
      {asks.map(level('ask'))}
      <div className={styles.mid} data-testid="book-last-price">
        <VisuallyHidden>{t('mark_price')} </VisuallyHidden>
        <NumberText value={lastPrice} kind="price" />
      </div>
      {bids.map(level('bid'))}
    </section>
  );
}

/** A side's rows to `levels`, best first, the missing ones (null) after the real ones. */
function padded(rows: BookRow[], levels: number): (BookRow | null)[] {
  return [...rows.slice(0, levels), ...Array.from({ length: Math.max(0, levels - rows.length) }, () => null)];
}
