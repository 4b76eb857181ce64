import type { ComponentPropsWithoutRef } from 'react';
import styles from './page.module.css';
import { cx } from '../utils/class-names';

/** The elements a section is drawn as: a box, a titled region, a form, a fieldset or a list of terms. */
export type SectionElement = 'div' | 'section' | 'form' | 'fieldset' | 'dl';

/** Props of {@link Section}: the chosen element's own props. */
export type SectionProps<E extends SectionElement = 'div'> = { as?: E } & ComponentPropsWithoutRef<E>;

/**
 * A card on the page's background (inside {@link Page}'s body): surface colour, rounded, inset
 * from the sides, its children stacked with a gap. `as` picks the element (default `div`), so a
 * form or a `<dl>` is the card itself rather than a box around it.
 */
export function Section<E extends SectionElement = 'div'>({ as, className, ...rest }: SectionProps<E>) {
  // The props are the chosen element's (checked at the call); TypeScript cannot follow `as` here.
  const Element = (as ?? 'div') as 'div';
  return <Element {...(rest as ComponentPropsWithoutRef<'div'>)} className={cx(styles.section, className)} />;
}
