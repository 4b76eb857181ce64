import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '@atrium/i18n';
import type { CoinEntry } from '@atrium/api';
import { useMarketStaleSince } from '@atrium/platform';
import { useSortedCoins } from '../hooks/use-sorted-coins';
import { useVirtualRows } from '../hooks/use-virtual-rows';
import { nextSort, type Sort, type SortKey } from '../logic/sort-coins';
import { MarketIcon } from './icons';
import { QuoteRow } from './quote-row';
import styles from './quote-list.module.css';

/** A row's height in root font sizes (the stylesheet's `--row-rem`; the virtual list's first guess). */
const ROW_REM = 1.5;

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
        <MarketIcon name={direction === 'asc' ? 'sortAsc' : direction === 'desc' ? 'sortDesc' : 'sortNone'} />
      </span>
    </button>
  );
}

/**
 * The coin rows of a quote tab under sortable column headers (a tap: ascending, descending,
 * unsorted). The rows are greyed while prices are stale. Only the rows on or near the screen are
 * mounted (useVirtualRows): 300 coins make a few dozen rows, each subscribed to its price.
 */
export function QuoteList({ coins, label }: { coins: readonly CoinEntry[]; label: string }) {
  const [sort, setSort] = useState<Sort>(null);
  const sorted = useSortedCoins(coins, sort);
  const stale = useMarketStaleSince() !== null;
  const list = useRef<HTMLUListElement>(null);
  const { rows, height, holdFocus } = useVirtualRows(list, sorted.length, (index) => sorted[index]!.symbol, ROW_REM);
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
      <ul ref={list} className={styles.list} style={{ blockSize: height, '--row-rem': ROW_REM } as CSSProperties} aria-label={label} data-testid="quote-list" data-stale={stale} {...holdFocus}>
        {rows.map(({ index, offset }) => (
          <QuoteRow key={sorted[index]!.symbol} coin={sorted[index]!} position={index + 1} of={sorted.length} offset={offset} />
        ))}
      </ul>
    </div>
  );
}
