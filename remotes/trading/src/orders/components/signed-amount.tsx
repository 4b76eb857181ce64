import type BigNumber from 'bignumber.js';
import { formatAmount, trendOf } from '@atrium/ui';
import styles from './orders.module.css';

/** A profit or loss: signed ("+12.50", "-3.20"), coloured as a rise or a fall, left to right. */
export function SignedAmount({ value, testId }: { value: BigNumber.Value | null | undefined; testId?: string }) {
  const trend = trendOf(value);
  const text = formatAmount(value);
  return (
    <span dir="ltr" data-testid={testId} data-trend={trend} className={trend === 'up' ? styles.up : trend === 'down' ? styles.down : undefined}>
      {trend === 'up' ? `+${text}` : text}
    </span>
  );
}
