import { useTranslation } from '@atrium/i18n';
import { usePriceErrorText } from '../components/use-price-error-text';
import type { TriggerProblem } from './trigger-rules';

/** The message of a take-profit / stop-loss rule. */
export function useTriggerText() {
  const { t } = useTranslation('trading-orders');
  const priceText = usePriceErrorText();
  return (problem: TriggerProblem | null, decimals: number): string | null => {
    switch (problem) {
      case 'tp_above':
        return t('error_tp_above');
      case 'tp_below':
        return t('error_tp_below');
      case 'sl_above':
        return t('error_sl_above');
      case 'sl_below':
        return t('error_sl_below');
      default:
        return priceText(problem, decimals);
    }
  };
}
