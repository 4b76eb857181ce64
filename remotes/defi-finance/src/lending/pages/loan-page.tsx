import { assetBalance, listLoanProducts, type CallOptions } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Link } from '@atrium/platform';
import { useAsync } from '@atrium/kit';
import { EmptyState, Page } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { LoanForm } from '../components/loan-form';
import { byTerm } from '../logic/loan-math';
import screen from '../../shared/screen.module.css';

const loadLoanData = async (call: CallOptions) => {
  const [products, assets] = await Promise.all([listLoanProducts(call), assetBalance(call)]);
  return { products: byTerm(products), balances: assets.balances };
};

/** /loan: borrow USDT for a term against collateral, with the costs shown before submitting. */
export default function LoanPage() {
  const { t } = useTranslation(['defi-finance-lending', 'defi-finance']);
  const data = useAsync(loadLoanData);
  return (
    <Page
      title={t('defi-finance:title_loan')}
      right={
        <Link to="/loan-record" className={screen.link}>
          {t('my_loans')}
        </Link>
      }
    >
      <AsyncView result={data}>
        {({ products, balances }) => (products.length === 0 ? <EmptyState title={t('no_loan_products')} /> : <LoanForm products={products} balances={balances} />)}
      </AsyncView>
    </Page>
  );
}
