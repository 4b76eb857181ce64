import { getNftItem, listNftSales } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime, Link, useSearchParams } from '@atrium/platform';
import { Row, readQueryId, useAsync } from '@atrium/kit';
import { ButtonLink, EmptyState, NumberText, Page, Section } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { NftImage } from '../components/nft-image';
import styles from '../components/nft.module.css';

/**
 * /nftResult?itemId=&saleId=: the purchase just made, read back from the server (the page
 * survives a reload); without a saleId, the item's latest sale.
 */
export default function NftResultPage() {
  const { t } = useTranslation('nft');
  const format = useFormatDateTime();
  const [params] = useSearchParams();
  const itemId = readQueryId(params, 'itemId');
  const saleId = readQueryId(params, 'saleId');
  const result = useAsync(async (call) => {
    if (itemId === null) throw new Error('no item');
    const [item, sales] = await Promise.all([getNftItem(itemId, call), listNftSales(itemId, call)]);
    const sale = saleId === null ? sales[0] : sales.find((s) => s.id === saleId);
    if (!sale) throw new Error('no sale');
    return { item, sale };
  }, [itemId, saleId]);
  return (
    <Page title={t('title_nft_result')}>
      <AsyncView result={result} error={<EmptyState title={t('not_found')} />}>
        {({ item, sale }) => (
          <Section className={styles.hero} data-testid="nft-result">
            <p className={styles.success}>{t('purchase_done')}</p>
            <NftImage src={item.image} alt={item.name} />
            <h2 className={styles.heading}>{item.name}</h2>
            <Row label={t('paid')}>
              <span>
                <NumberText value={sale.price} exact /> USDT
              </span>
            </Row>
            <Row label={t('seller')}>
              <span>{sale.from}</span>
            </Row>
            <Row label={t('time')}>
              <span>{format(sale.time)}</span>
            </Row>
            <ButtonLink to="/nftMy" block>
              {t('view_my_nfts')}
            </ButtonLink>
            <Link to={`/nftDetail?id=${item.id}`} className={styles.link}>
              {t('view_item')}
            </Link>
          </Section>
        )}
      </AsyncView>
    </Page>
  );
}
