import { buyNft, getNftItem, listNftSales, type NftItem } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime, Link, useNavigate, useSearchParams } from '@atrium/platform';
import { CardList, Row, SectionHeading, layout, readQueryId, useAsync } from '@atrium/kit';
import { Button, EmptyState, formatAmount, NumberText, Page, Section, useTextLang } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { AsyncView } from '@atrium/ui/async-view';
import { NftImage } from '../components/nft-image';
import { NftPrice } from '../components/nft-price';
import { NFT_FEE } from '../logic/nft-limits';
import styles from '../components/nft.module.css';

/** /nftDetail?id=: an item (picture, attributes, owner, price history) and buying it. */
export default function NftDetailPage() {
  const { t } = useTranslation('nft');
  const id = readQueryId(useSearchParams()[0]);
  const item = useAsync((call) => (id === null ? Promise.reject(new Error('no id')) : getNftItem(id, call)), [id]);
  return (
    <Page title={t('title_nft_detail')}>
      <AsyncView result={item} error={id === null ? <EmptyState title={t('not_found')} /> : undefined} errorTitle={t('load_error')}>
        {(data) => <ItemDetail item={data} />}
      </AsyncView>
    </Page>
  );
}

const usdt = (value: string) => `${formatAmount(value, { exact: true })} USDT`;

function ItemDetail({ item }: { item: NftItem }) {
  const { t } = useTranslation('nft');
  const textLang = useTextLang();
  const navigate = useNavigate();
  // Buying sends the price shown: a listing changed meanwhile is refused by the server and toasted by the client; the screen stays.
  const buy = useSubmit(() => buyNft(item.id, item.price!), {
    confirm: () => ({
      title: t('confirm_buy_title'),
      rows: [
        { label: t('item'), value: item.name },
        { label: t('collection'), value: item.collectionName },
        { label: t('price'), value: usdt(item.price!) },
        { label: t('fee'), value: usdt(NFT_FEE) },
        { label: t('paid_from'), value: t('funding_account') },
      ],
    }),
    onDone: ({ sale }) => void navigate(`/nftResult?itemId=${item.id}&saleId=${sale.id}`, { replace: true }),
  });

  return (
    <>
      <Section className={styles.hero}>
        <NftImage src={item.image} alt={item.name} aboveFold />
        <h2 className={styles.heading}>{item.name}</h2>
        <Link to={`/listDetail?id=${item.collectionId}`} className={styles.link}>
          {item.collectionName}
        </Link>
        <Row label={t('owner')}>
          <span data-testid="nft-owner">{item.mine ? t('you') : item.owner}</span>
        </Row>
        <Row label={t('price')}>
          <NftPrice price={item.price} />
        </Row>
        {item.mine ? (
          <Link to="/nftMy" className={styles.link}>
            {t('manage_in_my_nfts')}
          </Link>
        ) : (
          item.price !== null && (
            <Button block loading={buy.busy} onClick={buy.submit}>
              {t('buy')}
            </Button>
          )
        )}
      </Section>
      {item.attributes.length > 0 && (
        <Section as="dl" className={styles.attributes} aria-label={t('attributes')}>
          {item.attributes.map((a) => (
            // The server's words for the trait and its value, in English where it has none: then marked so.
            <div key={a.trait} className={styles.attribute} {...textLang(a.lang)} data-testid="nft-attribute">
              <dt className={styles.muted}>{a.trait}</dt>
              <dd className={styles.strong}>{a.value}</dd>
            </div>
          ))}
        </Section>
      )}
      <PriceHistory itemId={item.id} />
      {buy.confirmation}
    </>
  );
}

function PriceHistory({ itemId }: { itemId: number }) {
  const { t } = useTranslation('nft');
  const format = useFormatDateTime();
  const sales = useAsync((call) => listNftSales(itemId, call), [itemId]);
  return (
    <Section as="section" aria-label={t('price_history')}>
      <SectionHeading>{t('price_history')}</SectionHeading>
      <AsyncView result={sales} framed={false} errorTitle={t('load_error')}>
        {(rows) =>
          rows.length === 0 ? (
            <p className={styles.muted}>{t('no_sales')}</p>
          ) : (
            <CardList>
              {rows.map((s) => (
                <li key={s.id} className={layout.row} data-testid="nft-sale">
                  <span className={styles.cardText}>
                    <span>
                      <NumberText value={s.price} /> USDT
                    </span>
                    <span className={styles.muted}>{t('sale_from_to', { from: s.from, to: s.to })}</span>
                  </span>
                  <span className={styles.muted}>{format(s.time)}</span>
                </li>
              ))}
            </CardList>
          )
        }
      </AsyncView>
    </Section>
  );
}
