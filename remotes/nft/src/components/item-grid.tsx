import { Link } from '@atrium/platform';
import type { NftItem } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import type { PagedList } from '@atrium/platform';
import { Button, EmptyState, LoadError, Skeleton } from '@atrium/ui';
import { NftImage } from './nft-image';
import { NftPrice } from './nft-price';
import styles from './nft.module.css';

/** Items as cards (picture, name, collection, price), paged with "Load more". */
export function ItemGrid({ list }: { list: PagedList<NftItem> }) {
  const { t } = useTranslation('nft');
  if (list.status === 'loading') return <Skeleton lines={6} />;
  if (list.status === 'error') return <LoadError onRetry={list.retry} title={t('load_error')} />;
  if (list.rows.length === 0) return <EmptyState title={t('no_items')} />;
  return (
    <>
      <ul className={styles.grid}>
        {list.rows.map((item) => (
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
      {list.hasMore && (
        <div className={styles.actions}>
          <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
            {t('load_more')}
          </Button>
        </div>
      )}
    </>
  );
}
