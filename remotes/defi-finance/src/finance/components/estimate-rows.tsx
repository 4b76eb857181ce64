import type { FinanceProduct } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { NumberText } from '@atrium/ui';
import { estimateIncome } from '../logic/estimate';
import screen from '../../shared/screen.module.css';

/** The income `amount` would earn in `product`: a day's, and the whole term's when it has one (floored). */
export function EstimateRows({ amount, product }: { amount: string; product: FinanceProduct }) {
  const { t } = useTranslation('defi-finance-finance');
  const estimate = estimateIncome(amount, product);
  const coin = product.coin.toUpperCase();
  const figure = (value: string | undefined, testId: string) => (
    <span dir="ltr" data-testid={testId}>
      <NumberText value={value ?? '0'} /> {coin}
    </span>
  );
  return (
    <div aria-live="polite">
      <p className={screen.row}>
        <span className={screen.muted}>{t('estimate_daily')}</span>
        {figure(estimate?.daily, 'estimate-daily')}
      </p>
      {product.days > 0 && (
        <p className={screen.row}>
          <span className={screen.muted}>{t('estimate_term', { count: product.days })}</span>
          {figure(estimate?.term ?? undefined, 'estimate-term')}
        </p>
      )}
    </div>
  );
}
