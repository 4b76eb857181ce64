import { useNavigate, useSearchParams } from '@atrium/platform';
import { useTranslation } from '@atrium/i18n';
import { EmptyState, Page, Skeleton } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { BuyBlockedNotice } from '../components/buy-blocked-notice';
import { BuyForm } from '../components/buy-form';
import { ProductFacts } from '../components/product-facts';
import { useProductWithVip } from '../hooks/use-product-with-vip';
import { buyBlock } from '../logic/vip-gate';

/**
 * /pledge/pledgeDetail?id=: a pledge product and, on the same screen, its form (the amount with the
 * same rules as a wealth product; no agreement to accept); pledged → /pledge/pledgeOrder.
 */
export default function PledgeDetailPage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  const id = useSearchParams()[0].get('id') ?? '';
  return (
    <Page title={t('defi-finance:title_pledge_detail')}>
      {/^\d+$/.test(id) ? <PledgeDetail id={id} /> : <EmptyState title={t('product_missing')} />}
    </Page>
  );
}

function PledgeDetail({ id }: { id: string }) {
  const { t } = useTranslation('defi-finance-finance');
  const navigate = useNavigate();
  const data = useProductWithVip(id);
  return (
    <AsyncView result={data} skeleton={<Skeleton lines={8} />}>
      {({ product, vip }) => {
        const block = buyBlock(product, vip.level);
        return (
          <>
            <ProductFacts product={product} />
            {block ? (
              <BuyBlockedNotice product={product} block={block} />
            ) : (
              <BuyForm product={product} submitLabel={t('pledge_submit')} confirmTitle={t('confirm_pledge_title')} onBought={() => navigate('/pledge/pledgeOrder')} />
            )}
          </>
        );
      }}
    </AsyncView>
  );
}
