import { useState } from 'react';
import type { FinanceProduct } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Section } from '@atrium/ui';
import { AmountField } from '@atrium/ui/amount';
import { EstimateRows } from './estimate-rows';
import { buyAmountValue, productDecimals } from '../logic/amount-rules';

/**
 * Try an amount and see what it would earn, before deciding to buy. The field keeps what was
 * typed ("1,000.50") and the estimate reads it as the amount it means.
 */
export function EstimateCalculator({ product }: { product: FinanceProduct }) {
  const { t } = useTranslation('defi-finance-finance');
  const [amount, setAmount] = useState('');
  return (
    <Section as="section" aria-label={t('calculator')} data-testid="calculator">
      <AmountField
        label={t('calculator_amount')}
        name="amount"
        value={amount}
        onChange={setAmount}
        decimals={productDecimals(product)}
        unit={product.coin}
      />
      <EstimateRows amount={buyAmountValue(amount, product)} product={product} />
    </Section>
  );
}
