import { Link } from '@atrium/platform';
import { useTranslation } from '@atrium/i18n';
import { Page } from '@atrium/ui';
import { ProductList } from '../components/product-list';
import styles from '../components/finance.module.css';
import screen from '../../shared/screen.module.css';

/** /financial: every wealth product (for everyone and for members) as cards; a tap opens its details. */
export default function FinancialPage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  return (
    <Page title={t('defi-finance:title_financial')}>
      <nav className={styles.links} aria-label={t('more')}>
        <Link to="/myInvestment" className={screen.link}>
          {t('defi-finance:title_my_investment')}
        </Link>
        <Link to="/generalMerchandise" className={screen.link}>
          {t('defi-finance:title_general_merchandise')}
        </Link>
        <Link to="/membersOnly" className={screen.link}>
          {t('defi-finance:title_members_only')}
        </Link>
      </nav>
      <ProductList kind="financial" linkOf={(p) => `/financialDetails/${p.id}`} />
    </Page>
  );
}
