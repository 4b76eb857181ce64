import type { CSSProperties } from 'react';
import { useTranslation } from '@atrium/i18n';
import { formatAmount, NumberText, VisuallyHidden } from '@atrium/ui';
import type { Depth } from '@atrium/platform';
import { bookSides, type BookRow } from '../../shared/book-rows';
import { columnDecimals } from '../../shared/figures';
import styles from './market-detail.module.css';

/** Levels shown a side. */
export const BOOK_LEVELS = 10;

export interface DepthBookProps {
  depth: Depth | null;
  /** The quote coin prices are in ("usdt") and the base coin amounts are in ("btc"). */
  priceUnit: string;
  amountUnit: string;
  levels?: number;
}

function Side({ rows, levels, decimals, kind, label, priceUnit, amountUnit }: { rows: BookRow[] | null; levels: number; decimals: number; kind: 'bid' | 'ask'; label: string; priceUnit: string; amountUnit: string }) {
  const { t } = useTranslation('trading-market');
  return (
    <ul className={styles.side} aria-label={label} data-testid={`book-${kind}s`}>
      <li className={styles.bookHead} aria-hidden="true">
        <span>{t('book_price', { coin: priceUnit.toUpperCase() })}</span>
        <span>{t('book_amount', { coin: amountUnit.toUpperCase() })}</span>
      </li>
      {rows
        ? rows.map((row, i) => (
            // Keyed by place: a frame rewrites the rows where they stand. The bar's width is this
            // level's figure: the one place for a style value.
            <li key={i} className={`${styles.level} ${styles[kind]}`} style={{ '--depth': row.depth } as CSSProperties}>
              <span className={styles.levelPrice}>
                <NumberText value={row.price} kind="price" />
              </span>
              <span className={styles.figure} dir="ltr">
                {formatAmount(row.amount, { decimals })}
              </span>
            </li>
          ))
        : // Until the first frame, rows of the final height hold the place (nothing moves when it comes).
          Array.from({ length: levels }, (_, i) => (
            // Its own key: the row that replaces a placeholder is a new one, not a moved one.
            <li key={`empty-${i}`} className={styles.level} aria-hidden="true">
              <span className={styles.bone} />
              <span className={styles.bone} />
            </li>
          ))}
    </ul>
  );
}

/** The order book (DEPTH frames): ten bids and ten asks, best first, with depth bars. */
export function DepthBook({ depth, priceUnit, amountUnit, levels = BOOK_LEVELS }: DepthBookProps) {
  const { t } = useTranslation('trading-market');
  const sides = depth ? bookSides(depth, levels) : null;
  // Both sides' amounts with one number of decimals: columns of one length.
  const decimals = sides ? columnDecimals([...sides.asks, ...sides.bids].map((row) => row.amount)) : 0;
  return (
    <div className={styles.book} data-testid="depth-book" aria-busy={depth ? undefined : true}>
      {!depth && <VisuallyHidden>{t('book_waiting')}</VisuallyHidden>}
      <Side rows={sides?.bids ?? null} levels={levels} decimals={decimals} kind="bid" label={t('bids')} priceUnit={priceUnit} amountUnit={amountUnit} />
      <Side rows={sides?.asks ?? null} levels={levels} decimals={decimals} kind="ask" label={t('asks')} priceUnit={priceUnit} amountUnit={amountUnit} />
    </div>
  );
}
