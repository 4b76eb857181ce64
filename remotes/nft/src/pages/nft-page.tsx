import { listNftCollections } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Link } from '@atrium/platform';
import { SectionHeading, useAsync } from '@atrium/kit';
import { Page, Section } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { CollectionsPlaceholder } from '../components/collections-placeholder';
import { ItemBrowser } from '../components/item-browser';
import { NftImage } from '../components/nft-image';
import { NftPrice } from '../components/nft-price';
import styles from '../components/nft.module.css';

/** How many collection cards the first screen shows (the row's cards are 40 % of its width; route-table.json preloads their pictures). */
export const COLLECTIONS_IN_VIEW = 3;

/** /nft: the collections (floor price, volume) above every item, searchable and sortable. */
export default function NftPage() {
  const { t } = useTranslation('nft');
  const collections = useAsync((call) => listNftCollections(call));
  return (
    <Page
      title={t('title_nft')}
      right={
        <Link to="/nftMy" className={styles.headerLink}>
          {t('my_nfts')}
        </Link>
      }
    >
      <Section as="section" aria-label={t('collections')}>
        <SectionHeading>{t('collections')}</SectionHeading>
        <AsyncView result={collections} framed={false} skeleton={<CollectionsPlaceholder />} errorTitle={t('load_error')}>
          {(rows) => (
            <ul className={styles.collections}>
              {rows.map((c, index) => (
                <li key={c.id}>
                  <Link to={`/listDetail?id=${c.id}`} className={styles.collection} data-testid="nft-collection">
                    <NftImage src={c.image} alt={c.name} aboveFold={index < COLLECTIONS_IN_VIEW} />
                    <span className={styles.cardText}>
                      <span className={styles.strong}>{c.name}</span>
                      <span className={styles.muted}>
                        {t('floor')}: {c.floorPrice ? <NftPrice price={c.floorPrice} /> : '--'}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
      <Section as="section" aria-label={t('items')}>
        <SectionHeading>{t('items')}</SectionHeading>
        <ItemBrowser firstRowInView />
      </Section>
    </Page>
  );
}
