import styles from './spinner.module.css';
import { cx } from '../utils/class-names';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  className?: string;
}

/**
 * A decorative spinning ring, 1em square in the current text colour. It has no accessible
 * name: the element that shows it says what is loading (`aria-busy`, a label or text).
 */
export function Spinner({ className }: SpinnerProps) {
  return <span className={cx(styles.spinner, className)} aria-hidden="true" />;
}
