import { getNftCollection } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSearchParams } from '@atrium/platform';
import { readQueryId, useAsync } from '@atrium/kit';
import { EmptyState, NumberText, Page, Section, useTextLang } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { ItemBrowser } from '../components/item-browser';
import { NftImage } from '../components/nft-image';
import { NftPrice } from '../components/nft-price';
import styles from '../components/nft.module.css';

/** /listDetail?id=: a collection (picture, description, floor, volume) and its items. */
export default function CollectionPage() {
  const { t } = useTranslation('nft');
  const textLang = useTextLang();
  const id = readQueryId(useSearchParams()[0]);
  const collection = useAsync((call) => (id === null ? Promise.reject(new Error('no id')) : getNftCollection(id, call)), [id]);
  return (
    <Page title={t('title_list_detail')}>
      <AsyncView result={collection} error={id === null ? <EmptyState title={t('not_found')} /> : undefined} errorTitle={t('load_error')}>
        {(c) => (
          <>
            <Section className={styles.hero}>
              <NftImage src={c.image} alt={c.name} aboveFold />
              <h2 className={styles.heading}>{c.name}</h2>
              <p className={styles.muted} {...textLang(c.lang)}>
                {c.description}
              </p>
              <dl className={styles.stats}>
                <div>
                  <dt>{t('floor')}</dt>
                  <dd>{c.floorPrice ? <NftPrice price={c.floorPrice} /> : '--'}</dd>
                </div>
                <div>
                  <dt>{t('volume')}</dt>
                  <dd>
                    <NumberText value={c.volume} kind="abbreviate" /> USDT
                  </dd>
                </div>
                <div>
                  <dt>{t('listed')}</dt>
                  <dd>
                    {c.listed}/{c.items}
                  </dd>
                </div>
              </dl>
            </Section>
            <Section>
              <ItemBrowser collectionId={c.id} />
            </Section>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
