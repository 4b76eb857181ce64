import type { ReactNode } from 'react';
import styles from './lending.module.css';

/** Label/value pairs as a description list; `testId` names a value for tests and screen readers alike. */
export function DetailRows({ rows }: { rows: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className={styles.card}>
      {rows.map(({ label, value, testId }) => (
        <div key={label} className={styles.row}>
          <dt className={styles.muted}>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
