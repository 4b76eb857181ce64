import type { ComponentPropsWithoutRef } from 'react';
import a11y from '../styles/a11y.module.css';
import { cx } from '../utils/class-names';

/** Props of {@link VisuallyHidden}: a span's props, or a label's with `as="label"`. */
export type VisuallyHiddenProps = ComponentPropsWithoutRef<'label'> & {
  /** `label` for a field whose name is read but not drawn (default `span`). */
  as?: 'span' | 'label';
};

/** Text for screen readers only: read out, not drawn (e.g. "opens in a new tab", a field's name). */
export function VisuallyHidden({ as: Element = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Element {...rest} className={cx(a11y.visuallyHidden, className)} />;
}
