import { Link } from '@atrium/platform';
import { useTranslation } from '@atrium/i18n';
import { Page } from '@atrium/ui';
import { ProductList } from '../components/product-list';
import styles from '../components/finance.module.css';
import screen from '../../shared/screen.module.css';

/** /pledge: the pledge products (coins other than USDT, locked for a term); a tap opens the detail with its form. */
export default function PledgePage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  return (
    <Page title={t('defi-finance:title_pledge')}>
      <nav className={styles.links} aria-label={t('more')}>
        <Link to="/pledge/pledgeOrder" className={screen.link}>
          {t('defi-finance:title_pledge_order')}
        </Link>
      </nav>
      <ProductList kind="pledge" linkOf={(p) => `/pledge/pledgeDetail?id=${p.id}`} />
    </Page>
  );
}
