import { useTranslation } from '@atrium/i18n';
import { Page } from '@atrium/ui';
import { OrderList } from '../components/order-list';

/** /myInvestment: the user's wealth holdings (holding / ended), the income paid so far, and Redeem where allowed. */
export default function MyInvestmentPage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  return (
    <Page title={t('defi-finance:title_my_investment')}>
      <OrderList kind="financial" />
    </Page>
  );
}
