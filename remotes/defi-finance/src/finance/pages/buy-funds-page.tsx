import { useNavigate, useParams } from '@atrium/platform';
import { useTranslation } from '@atrium/i18n';
import { Page, Skeleton } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { BuyBlockedNotice } from '../components/buy-blocked-notice';
import { BuyForm } from '../components/buy-form';
import { ProductCardSummary } from '../components/product-summary';
import { useProductWithVip } from '../hooks/use-product-with-vip';
import { buyBlock } from '../logic/vip-gate';

/**
 * /buyFunds/:id: buy a wealth product: the amount (limits, quota left, funding balance, Max), the
 * estimate and the agreement; bought → /myInvestment. A product the user may not buy says why.
 */
export default function BuyFundsPage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const data = useProductWithVip(id);
  return (
    <Page title={t('defi-finance:title_buy_funds')}>
      <AsyncView result={data} skeleton={<Skeleton lines={6} />}>
        {({ product, vip }) => {
          const block = buyBlock(product, vip.level);
          return (
            <>
              <ProductCardSummary product={product} />
              {block ? (
                <BuyBlockedNotice product={product} block={block} />
              ) : (
                <BuyForm product={product} agreement submitLabel={t('buy')} confirmTitle={t('confirm_buy_title')} onBought={() => navigate('/myInvestment')} />
              )}
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}
