import type { ReactNode } from 'react';
import { layout } from '@atrium/kit';
import { Section } from '@atrium/ui';
import styles from './funds-page.module.css';

/** A detail screen's label/value pairs, as a description list (the kit's row classes: a Row is a paragraph, not a dt/dd pair). */
export function DetailRows({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Section as="dl">
      {rows.map(([label, value]) => (
        <div key={label} className={layout.row}>
          <dt className={layout.label}>{label}</dt>
          <dd className={styles.strong}>
            {value}
          </dd>
        </div>
      ))}
    </Section>
  );
}
