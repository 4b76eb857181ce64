import type { FinanceProduct } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { estimateIncome } from '../logic/estimate';
import { Row } from '@atrium/kit';
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
      <Row label={t('estimate_daily')}>
        <NumberText value={estimate?.daily ?? '0'} unit={product.coin} data-testid="estimate-daily" />
      </Row>
      {product.days > 0 && (
        <Row label={t('estimate_term', { count: product.days })}>
          <NumberText value={estimate?.term ?? '0'} unit={product.coin} data-testid="estimate-term" />
        </Row>
      )}
    </div>
  );
}
