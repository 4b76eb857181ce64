import { useState } from 'react';
import type { FinanceProduct } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Section } from '@atrium/ui';
import { AmountField, coinDecimals } from '@atrium/ui/amount';
import { EstimateRows } from './estimate-rows';

/** Try an amount and see what it would earn, before deciding to buy. */
export function EstimateCalculator({ product }: { product: FinanceProduct }) {
  const { t } = useTranslation('defi-finance-finance');
  const [amount, setAmount] = useState('');
  return (
    <Section as="section" aria-label={t('calculator')} data-testid="calculator">
      <AmountField label={t('calculator_amount')} name="amount" value={amount} onChange={setAmount} decimals={coinDecimals(product.coin)} unit={product.coin} />
      <EstimateRows amount={amount} product={product} />
    </Section>
  );
}
