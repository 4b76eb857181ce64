import { useTranslation } from '@atrium/i18n';
import { Page } from '@atrium/ui';
import { OrderList } from '../components/order-list';

/** /pledge/pledgeOrder: the user's pledges (holding / ended), with Redeem where the product allows. */
export default function PledgeOrderPage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  return (
    <Page title={t('defi-finance:title_pledge_order')}>
      <OrderList kind="pledge" />
    </Page>
  );
}
