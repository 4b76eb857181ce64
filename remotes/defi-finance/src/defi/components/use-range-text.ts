import { useTranslation } from '@atrium/i18n';
import { formatAmount } from '@atrium/ui';

/**
 * A range of USDT stakes in one format, said exactly as the refusals name the limits:
 * "100 – 999.99 USDT", or "From 5,000 USDT" without an upper bound.
 */
export function useRangeText() {
  const { t } = useTranslation('defi-finance-defi');
  return (min: string, max: string | null | undefined): string => {
    const from = formatAmount(min, { exact: true });
    return max ? t('tier_range', { min: from, max: formatAmount(max, { exact: true }) }) : t('tier_from', { min: from });
  };
}
