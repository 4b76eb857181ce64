import type { ComponentProps, ReactNode } from 'react';
import styles from './layout.module.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The classes behind the components below, for an element the kit cannot render itself: a card
 * that is a router link (`<Link className={layout.card}>`; the router is the contract's).
 */
export const layout = {
  cardList: styles.cardList!,
  card: styles.card!,
  row: styles.row!,
  label: styles.label!,
  sectionHeading: styles.sectionHeading!,
};

/** A list of cards, one under the other with a gap, without bullets. */
export function CardList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul {...props} className={join(styles.cardList, className)} />;
}

/** One card of a CardList: the surface colour, rounded, its content stacked. */
export function Card({ className, ...props }: ComponentProps<'li'>) {
  return <li {...props} className={join(styles.card, className)} />;
}

export interface RowProps extends Omit<ComponentProps<'p'>, 'children'> {
  /** What the value is, muted at the start. */
  label: ReactNode;
  /** The value, at the end. */
  children: ReactNode;
}

/** A label and its value on one line (a figure of a card, a fact of a detail screen). */
export function Row({ label, children, className, ...props }: RowProps) {
  return (
    <p {...props} className={join(styles.row, className)}>
      <span className={styles.label}>{label}</span>
      {children}
    </p>
  );
}

/** A section's heading under the page title (the page's h1): an h2 by default. */
export function SectionHeading({ level = 2, className, ...props }: ComponentProps<'h2'> & { level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading {...props} className={join(styles.sectionHeading, className)} />;
}
