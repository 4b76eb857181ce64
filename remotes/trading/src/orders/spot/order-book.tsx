import type { DepthLevel } from '@atrium/platform';
import { useTranslation } from 'react-i18next';
import { formatPrice, NumberText, Skeleton } from '@atrium/ui';
import { useDepth } from '../../shared/use-depth';
import styles from '../components/orders.module.css';

/** Levels shown a side: enough to read the book on a phone beside the form. */
const LEVELS = 6;

/** The live order book (DEPTH): asks above the last price, bids below; a tap on a level takes its price. */
export function OrderBook({ symbol, lastPrice, onPick }: { symbol: string; lastPrice: string | null; onPick(price: string): void }) {
  const { t } = useTranslation('trading-orders');
  const depth = useDepth(symbol);
  const level = (side: 'ask' | 'bid') => ([price, amount]: DepthLevel) => (
    <button key={`${side}-${price}`} type="button" className={styles.level} data-side={side} aria-label={t('use_price', { price: formatPrice(price) })} onClick={() => onPick(price)}>
      <NumberText value={price} kind="price" />
      <NumberText value={amount} />
    </button>
  );
  return (
    <section className={styles.book} aria-label={t('order_book')} data-testid="order-book">
      <div className={styles.row}>
        <span className={styles.muted}>{t('price')}</span>
        <span className={styles.muted}>{t('quantity')}</span>
      </div>
      {depth ? (
        <>
          {/* Asks arrive best (lowest) first: the best ends next to the last price. */}
          {depth.asks.slice(0, LEVELS).reverse().map(level('ask'))}
          <div className={styles.bookMid}>
            <NumberText value={lastPrice} kind="price" />
          </div>
          {depth.bids.slice(0, LEVELS).map(level('bid'))}
        </>
      ) : (
        <Skeleton lines={LEVELS} />
      )}
    </section>
  );
}
