import { NumberText } from '@atrium/ui';
import { annualRate } from '../logic/estimate';

/** A product's daily rate, already in percent on the wire ("0.5" → 0.50%). */
export function DailyRate({ rate, className }: { rate: string; className?: string }) {
  return <NumberText kind="percent" value={rate} className={className} />;
}

/** The annualised rate: daily × 365, simple (the caller's label says so). */
export function AnnualRate({ rate }: { rate: string }) {
  return <NumberText kind="percent" value={annualRate(rate)} />;
}
