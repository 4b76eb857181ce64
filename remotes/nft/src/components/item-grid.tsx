import { useEffect, useState } from 'react';
import { Link } from '@atrium/platform';
import type { NftItem } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import type { PagedList } from '@atrium/kit';
import { PagedListView } from '@atrium/ui/paged-list-view';
import { NftImage } from './nft-image';
import { NftPrice } from './nft-price';
import styles from './nft.module.css';

/** The grid's columns (`.grid` in nft.module.css): the cards of its first row (route-table.json preloads their pictures). */
export const COLUMNS = 2;

/** The longest the pictures under the first row wait for it: one that never answers must not hold the rest. */
export const FIRST_ROW_WAIT_MS = 3000;

/**
 * Items as cards (picture, name, collection, price), paged with "Load more". `firstRowInView`:
 * the grid starts on the first screen (/nft), so its first row's pictures load at once.
 */
export function ItemGrid({ list, firstRowInView = false }: { list: PagedList<NftItem>; firstRowInView?: boolean }) {
  const { t } = useTranslation('nft');
  return (
    <PagedListView list={list} empty={t('no_items')} errorTitle={t('load_error')}>
      {(rows) => <ItemCards rows={rows} firstRowInView={firstRowInView} />}
    </PagedListView>
  );
}

/**
 * With `firstRowInView`, the pictures under the first row are asked for once the first row's
 * have loaded (or failed, or FIRST_ROW_WAIT_MS passed). The browser's lazy loading fetches every
 * picture within a screen or two of the view at once, and each SVG picture is parsed on the main
 * thread as it arrives: under the mobile profile the ten below the fold held the first row's
 * paint, /nft's largest, back by about 0.2 s.
 */
function ItemCards({ rows, firstRowInView }: { rows: NftItem[]; firstRowInView: boolean }) {
  const firstRow = firstRowInView ? rows.slice(0, COLUMNS).map((item) => item.id) : [];
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const [waitOver, setWaitOver] = useState(false);
  const waiting = firstRowInView && !waitOver;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setWaitOver(true), FIRST_ROW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const held = waiting && firstRow.some((id) => !settled.has(id));
  const settle = (id: number) => setSettled((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
  return (
    <ul className={styles.grid}>
      {rows.map((item, index) => {
        const inFirstRow = firstRowInView && index < COLUMNS;
        return (
          <li key={item.id}>
            <Link to={`/nftDetail?id=${item.id}`} className={styles.card} data-testid="nft-card">
              <NftImage src={item.image} alt={item.name} aboveFold={inFirstRow} held={!inFirstRow && held} onSettled={inFirstRow ? () => settle(item.id) : undefined} />
              <span className={styles.cardText}>
                <span className={styles.strong}>{item.name}</span>
                <span className={styles.muted}>{item.collectionName}</span>
                <NftPrice price={item.price} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
