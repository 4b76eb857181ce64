import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './fieldset.module.css';
import a11y from '../styles/a11y.module.css';
import { cx } from '../utils/class-names';

/** Props of {@link Fieldset}: a fieldset's props (disabled, name, data-testid…) with its legend. */
export interface FieldsetProps extends ComponentPropsWithoutRef<'fieldset'> {
  /** The group's name ("Destination"), drawn as a small heading above the fields. */
  legend?: ReactNode;
  /** Keeps the legend for screen readers without drawing it (the screen's title already says it). */
  legendHidden?: boolean;
}

/**
 * A group of fields, its children stacked with the kit's gap: a real `<fieldset>`, so `disabled`
 * turns every field in it off at once and the legend names the group, without the browser's
 * groove border, padding and `min-inline-size: min-content` — which let a long address or label
 * push the group, and the page, wider than the screen.
 */
export function Fieldset({ legend, legendHidden = false, className, children, ...rest }: FieldsetProps) {
  return (
    <fieldset {...rest} className={cx(styles.fieldset, className)}>
      {legend !== undefined && <legend className={cx(styles.legend, legendHidden && a11y.visuallyHidden)}>{legend}</legend>}
      {children}
    </fieldset>
  );
}
