import { Link } from '@atrium/platform';
import type { NftItem } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import type { PagedList } from '@atrium/kit';
import { PagedListView } from '@atrium/ui/paged-list-view';
import { NftImage } from './nft-image';
import { NftPrice } from './nft-price';
import styles from './nft.module.css';

/** The grid's columns (`.grid` in nft.module.css): the cards of its first row. */
const COLUMNS = 2;

/**
 * Items as cards (picture, name, collection, price), paged with "Load more". `firstRowInView`:
 * the grid starts on the first screen (/nft), so its first row's pictures load at once.
 */
export function ItemGrid({ list, firstRowInView = false }: { list: PagedList<NftItem>; firstRowInView?: boolean }) {
  const { t } = useTranslation('nft');
  return (
    <PagedListView list={list} empty={t('no_items')} errorTitle={t('load_error')}>
      {(rows) => (
        <ul className={styles.grid}>
          {rows.map((item, index) => (
            <li key={item.id}>
              <Link to={`/nftDetail?id=${item.id}`} className={styles.card} data-testid="nft-card">
                <NftImage src={item.image} alt={item.name} aboveFold={firstRowInView && index < COLUMNS} />
                <span className={styles.cardText}>
                  <span className={styles.strong}>{item.name}</span>
                  <span className={styles.muted}>{item.collectionName}</span>
                  <NftPrice price={item.price} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}
