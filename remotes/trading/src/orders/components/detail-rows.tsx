import type { ReactNode } from 'react';
import styles from './orders.module.css';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** Label / value pairs (previews, a position's figures), as a description list. */
export function DetailRows({ rows, testId }: { rows: DetailRow[]; testId?: string }) {
  return (
    <dl className={styles.details} data-testid={testId}>
      {rows.flatMap(({ label, value }) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
    </dl>
  );
}
