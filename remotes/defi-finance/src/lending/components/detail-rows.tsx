import type { ReactNode } from 'react';
import { layout } from '@atrium/kit';
import styles from './lending.module.css';

/** Label/value pairs as a description list; `testId` names a value for tests and screen readers alike. */
export function DetailRows({ rows }: { rows: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className={styles.card}>
      {rows.map(({ label, value, testId }) => (
        <div key={label} className={layout.row}>
          <dt className={layout.label}>{label}</dt>
          <dd className={styles.value} data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
