import type { SecondDirection, SecondOrderResult } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { periodUnit } from '../logic/second-math';

/** The words of the second contract's enums and periods, each key written out for the messages test. */
export function useSecondLabels() {
  const { t } = useTranslation('trading-orders');
  return {
    direction: (d: SecondDirection) => (d === 'up' ? t('up') : t('down')),
    result: (r: SecondOrderResult | null) => (r === 'win' ? t('result_win') : r === 'lose' ? t('result_lose') : r === 'draw' ? t('result_draw') : t('running')),
    duration: (seconds: number) => {
      const { value, unit } = periodUnit(seconds);
      return unit === 'hours' ? t('duration_hours', { count: value }) : unit === 'minutes' ? t('duration_minutes', { count: value }) : t('duration_seconds', { count: value });
    },
  };
}
