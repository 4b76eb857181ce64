import BigNumber from 'bignumber.js';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberText } from '@atrium/ui';
import type { Depth, DepthLevel } from '@atrium/platform';
import styles from './market-detail.module.css';

/** Levels shown a side. */
export const BOOK_LEVELS = 10;

interface Row {
  price: string;
  amount: string;
  /** The cumulative amount to this level over the deeper side's total, 0…1 (a bar's width only). */
  depth: number;
}

/** The first `levels` of a side with their cumulative depth, measured against `total`. */
export function bookRows(side: readonly DepthLevel[], levels: number, total: BigNumber): Row[] {
  let sum = new BigNumber(0);
  return side.slice(0, levels).map(([price, amount]) => {
    sum = sum.plus(amount);
    return { price, amount, depth: total.gt(0) ? sum.div(total).toNumber() : 0 };
  });
}

const sideTotal = (side: readonly DepthLevel[], levels: number) => side.slice(0, levels).reduce((sum, [, amount]) => sum.plus(amount), new BigNumber(0));

function Side({ rows, kind, label }: { rows: Row[]; kind: 'bid' | 'ask'; label: string }) {
  const { t } = useTranslation('trading-market');
  return (
    <ul className={styles.side} aria-label={label} data-testid={`book-${kind}s`}>
      <li className={styles.bookHead} aria-hidden="true">
        <span>{t('col_price')}</span>
        <span>{t('amount')}</span>
      </li>
      {rows.map((row) => (
        // The bar's width is this level's figure: the one place for a style value.
        <li key={row.price} className={`${styles.level} ${styles[kind]}`} style={{ '--depth': row.depth } as CSSProperties}>
          <span className={styles.levelPrice}>
            <NumberText value={row.price} kind="price" />
          </span>
          <NumberText value={row.amount} />
        </li>
      ))}
    </ul>
  );
}

/** The order book (DEPTH frames): ten bids and ten asks, best first, with depth bars. */
export function DepthBook({ depth, levels = BOOK_LEVELS }: { depth: Depth | null; levels?: number }) {
  const { t } = useTranslation('trading-market');
  if (!depth) return <p className={styles.waiting}>{t('book_waiting')}</p>;
  const total = BigNumber.max(sideTotal(depth.bids, levels), sideTotal(depth.asks, levels));
  return (
    <div className={styles.book} data-testid="depth-book">
      <Side rows={bookRows(depth.bids, levels, total)} kind="bid" label={t('bids')} />
      <Side rows={bookRows(depth.asks, levels, total)} kind="ask" label={t('asks')} />
    </div>
  );
}
