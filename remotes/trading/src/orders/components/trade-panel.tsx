import type { ReactNode } from 'react';
import { Section, Skeleton } from '@atrium/ui';
import styles from './trade-panel.module.css';

/**
 * The top of an order screen as exchanges lay it out on a phone: the order form on the start side
 * (about three fifths) and a compact market panel (the order book, recent prices) on the end side,
 * in one band; the lists go below. Logical columns: in right-to-left text the form is on the right.
 */
export function TradePanel({ form, market }: { form: ReactNode; market: ReactNode }) {
  return (
    <Section className={styles.panel} data-testid="trade-panel">
      <div className={styles.form}>{form}</div>
      <div className={styles.market}>{market}</div>
    </Section>
  );
}

/** The form's place while what it needs (the trade config, the periods) loads: its first controls' height. */
export function FormSkeleton() {
  return (
    <div className={styles.formSkeleton}>
      <Skeleton height="var(--control-height)" />
      <Skeleton height="var(--control-height)" />
      <Skeleton lines={6} />
    </div>
  );
}
