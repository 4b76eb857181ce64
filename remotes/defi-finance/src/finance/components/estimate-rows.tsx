import type { FinanceProduct } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { estimateIncome } from '../logic/estimate';
import screen from '../../shared/screen.module.css';
import { NumberText } from '@atrium/ui';

/**
 * The income `amount` (a plain decimal, amountValue's; null while nothing readable is typed)
 * would earn in `product`: a day's, and the whole term's when it has one (floored as paid).
 */
export function EstimateRows({ amount, product }: { amount: string | null; product: FinanceProduct }) {
  const { t } = useTranslation('defi-finance-finance');
  const estimate = estimateIncome(amount, product);
  return (
    <div aria-live="polite">
      <p className={screen.row}>
        <span className={screen.muted}>{t('estimate_daily')}</span>
        <NumberText value={estimate?.daily ?? '0'} unit={product.coin} data-testid="estimate-daily" />
      </p>
      {product.days > 0 && (
        <p className={screen.row}>
          <span className={screen.muted}>{t('estimate_term', { count: product.days })}</span>
          <NumberText value={estimate?.term ?? '0'} unit={product.coin} data-testid="estimate-term" />
        </p>
      )}
    </div>
  );
}
