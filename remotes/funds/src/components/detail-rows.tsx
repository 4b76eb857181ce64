import type { ReactNode } from 'react';
import { Section } from '@atrium/ui';
import styles from './funds-page.module.css';

/** A detail screen's label/value pairs, as a description list. */
export function DetailRows({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Section as="dl">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt className={styles.muted}>{label}</dt>
          <dd className={styles.strong}>
            {value}
          </dd>
        </div>
      ))}
    </Section>
  );
}
