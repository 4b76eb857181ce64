import { Link } from '@atrium/platform';
import type { NftItem } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '@atrium/kit';
import { PagedListView } from '@atrium/ui/paged-list-view';
import { NftImage } from './nft-image';
import { NftPrice } from './nft-price';
import styles from './nft.module.css';

/** Items as cards (picture, name, collection, price), paged with "Load more". */
export function ItemGrid({ list }: { list: PagedList<NftItem> }) {
  const { t } = useTranslation('nft');
  return (
    <PagedListView list={list} empty={t('no_items')} errorTitle={t('load_error')}>
      {(rows) => (
        <ul className={styles.grid}>
          {rows.map((item) => (
            <li key={item.id}>
              <Link to={`/nftDetail?id=${item.id}`} className={styles.card} data-testid="nft-card">
                <NftImage src={item.image} alt={item.name} />
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
