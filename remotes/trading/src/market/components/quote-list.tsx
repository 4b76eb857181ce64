import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinEntry } from '@atrium/api';
import { useMarketStaleSince } from '@atrium/platform';
import { useSortedCoins } from '../hooks/use-sorted-coins';
import { nextSort, type Sort, type SortKey } from '../logic/sort-coins';
import { QuoteRow } from './quote-row';
import styles from './quote-list.module.css';

/** The column headers, in their cells: name and volume share the first. */
const COLUMNS: SortKey[][] = [['name', 'volume'], ['price'], ['change']];

function SortButton({ column, sort, onSort }: { column: SortKey; sort: Sort; onSort(key: SortKey): void }) {
  const { t } = useTranslation('trading-market');
  const direction = sort?.key === column ? sort.direction : null;
  return (
    <button
      type="button"
      className={styles.sort}
      aria-pressed={direction !== null}
      aria-label={direction ? t(`sorted_${direction}`, { column: t(`col_${column}`) }) : t('sort_by', { column: t(`col_${column}`) })}
      data-testid={`sort-${column}`}
      onClick={() => onSort(column)}
    >
      {t(`col_${column}`)}
      <span className={styles.arrow} aria-hidden="true">
        {direction === 'asc' ? '↑' : direction === 'desc' ? '↓' : '↕'}
      </span>
    </button>
  );
}

/**
 * The coin rows of a quote tab under sortable column headers (a tap: ascending, descending,
 * unsorted). The rows are greyed while prices are stale.
 */
export function QuoteList({ coins, label }: { coins: readonly CoinEntry[]; label: string }) {
  const [sort, setSort] = useState<Sort>(null);
  const sorted = useSortedCoins(coins, sort);
  const stale = useMarketStaleSince() !== null;
  return (
    <div>
      <div className={styles.columns}>
        {COLUMNS.map((cell) => (
          <span key={cell.join()} className={styles.sortCell}>
            {cell.map((column) => (
              <SortButton key={column} column={column} sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
            ))}
          </span>
        ))}
      </div>
      <ul className={styles.list} aria-label={label} data-testid="quote-list" data-stale={stale}>
        {sorted.map((coin) => (
          <QuoteRow key={coin.symbol} coin={coin} />
        ))}
      </ul>
    </div>
  );
}
