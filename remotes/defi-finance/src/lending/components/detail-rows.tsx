import type { ReactNode } from 'react';
import styles from './lending.module.css';
import screen from '../../shared/screen.module.css';

/** Label/value pairs as a description list; `testId` names a value for tests and screen readers alike. */
export function DetailRows({ rows }: { rows: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className={styles.card}>
      {rows.map(({ label, value, testId }) => (
        <div key={label} className={screen.row}>
          <dt className={screen.muted}>{label}</dt>
          <dd className={screen.value} data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
