import type { Period } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { ratePercent } from '../../shared/rate-percent';
import { useSecondLabels } from './labels';
import styles from '../components/orders.module.css';

/** The periods of the symbol: how long an order runs and what a win pays. */
export function PeriodChips({ periods, value, onChange }: { periods: Period[]; value: number | null; onChange(id: number): void }) {
  const { t } = useTranslation('trading-orders');
  const labels = useSecondLabels();
  return (
    <div className={styles.periods} role="group" aria-label={t('period')}>
      {periods.map((p) => (
        <button key={p.id} type="button" className={styles.chip} aria-pressed={p.id === value} onClick={() => onChange(p.id)}>
          <span>{labels.duration(p.seconds)}</span>
          <span dir="ltr" className={styles.up}>+{ratePercent(p.payoutRate)}</span>
        </button>
      ))}
    </div>
  );
}
