import { useParams } from '@atrium/platform';
import { useTranslation } from '@atrium/i18n';
import { Button, ButtonLink, Page, Skeleton } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { BuyBlockedNotice } from '../components/buy-blocked-notice';
import { EstimateCalculator } from '../components/estimate-calculator';
import { ProductFacts } from '../components/product-facts';
import { useProductWithVip } from '../hooks/use-product-with-vip';
import { buyBlock } from '../logic/vip-gate';
import styles from '../components/finance.module.css';

/**
 * /financialDetails/:id: everything of a wealth product, its description, an income calculator and
 * Buy (to /buyFunds/:id), disabled with the reason when the user's level is too low or it is sold out.
 */
export default function FinancialDetailsPage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  const { id = '' } = useParams();
  const data = useProductWithVip(id);
  return (
    <Page title={t('defi-finance:title_financial_details')}>
      <AsyncView result={data} skeleton={<Skeleton lines={8} />}>
        {({ product, vip }) => {
          const block = buyBlock(product, vip.level);
          return (
            <>
              <ProductFacts product={product} />
              <EstimateCalculator product={product} />
              {block && <BuyBlockedNotice product={product} block={block} />}
              <div className={styles.links}>
                {block ? (
                  <Button block disabled>
                    {t('buy')}
                  </Button>
                ) : (
                  <ButtonLink block to={`/buyFunds/${product.id}`}>
                    {t('buy')}
                  </ButtonLink>
                )}
              </div>
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}
