import { useTranslation } from '@atrium/i18n';
import { Page } from '@atrium/ui';
import { ProductList } from '../components/product-list';

/** /generalMerchandise: the wealth products open to everyone (VIP level 0). */
export default function GeneralMerchandisePage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  return (
    <Page title={t('defi-finance:title_general_merchandise')}>
      <ProductList kind="financial" audience="general" linkOf={(p) => `/financialDetails/${p.id}`} />
    </Page>
  );
}
