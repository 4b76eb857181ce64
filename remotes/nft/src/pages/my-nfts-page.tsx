import { useState } from 'react';
import { delistNft, listMyNfts, type NftItem } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Link } from '@atrium/platform';
import { CardList, useAsync } from '@atrium/kit';
import { Button, EmptyState, Page, Section, toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { AsyncView } from '@atrium/ui/async-view';
import { ListForSaleDialog } from '../components/list-for-sale-dialog';
import { NftImage } from '../components/nft-image';
import { NftPrice } from '../components/nft-price';
import styles from '../components/nft.module.css';

/** /nftMy: the items the user owns; each can be listed at a price, re-priced or delisted. */
export default function MyNftsPage() {
  const { t } = useTranslation('nft');
  const mine = useAsync((call) => listMyNfts(call));
  const [listing, setListing] = useState<NftItem | null>(null);

  return (
    <Page title={t('title_nft_my')}>
      <AsyncView result={mine} errorTitle={t('load_error')}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState
              title={t('no_owned')}
              action={
                <Link to="/nft" className={styles.link}>
                  {t('browse_market')}
                </Link>
              }
            />
          ) : (
            <Section as="section" aria-label={t('title_nft_my')}>
              <CardList>
                {items.map((item) => (
                  <li key={item.id} className={styles.owned} data-testid="my-nft">
                    <Link to={`/nftDetail?id=${item.id}`} className={styles.thumb}>
                      <NftImage src={item.image} alt={item.name} />
                    </Link>
                    <span className={styles.cardText}>
                      <span className={styles.strong}>{item.name}</span>
                      <span className={styles.muted}>{item.collectionName}</span>
                      <NftPrice price={item.price} />
                    </span>
                    <span className={styles.ownedActions}>
                      <Button variant="secondary" onClick={() => setListing(item)}>
                        {item.price === null ? t('list_for_sale') : t('change_price')}
                      </Button>
                      {item.price !== null && <DelistButton item={item} onDelisted={mine.retry} />}
                    </span>
                  </li>
                ))}
              </CardList>
            </Section>
          )
        }
      </AsyncView>
      {listing && (
        <ListForSaleDialog
          item={listing}
          onClose={() => setListing(null)}
          onListed={() => {
            setListing(null);
            toast(t('listed_done'));
            mine.retry();
          }}
        />
      )}
    </Page>
  );
}

/** Takes an item off the market (no money moves: no confirmation); a refusal is toasted by the client and the list stays. */
function DelistButton({ item, onDelisted }: { item: NftItem; onDelisted(): void }) {
  const { t } = useTranslation('nft');
  const { busy, submit } = useSubmit(() => delistNft(item.id), {
    onDone: () => {
      toast(t('delisted'));
      onDelisted();
    },
  });
  return (
    <Button variant="text" loading={busy} onClick={submit}>
      {t('delist')}
    </Button>
  );
}
