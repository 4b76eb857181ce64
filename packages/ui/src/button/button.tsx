import type { ComponentProps } from 'react';
import styles from './button.module.css';
import { Spinner } from '../spinner/spinner';
import { cx } from '../utils/class-names';

/** Props of {@link Button}: a native button's props plus the look and the loading state. */
export interface ButtonProps extends ComponentProps<'button'> {
  /** `primary` (default) filled, `secondary` outlined, `text` bare, `danger` filled red. */
  variant?: 'primary' | 'secondary' | 'text' | 'danger';
  /** Full width of its container. */
  block?: boolean;
  /** Disables the button and shows a spinner over its label, keeping its width. */
  loading?: boolean;
}

/**
 * The app's button. `type` defaults to `"button"` (pass `type="submit"` in a form), so a
 * button never submits a form by accident.
 */
export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={cx(styles.button, styles[variant], block && styles.block, loading && styles.loading, className)}
    >
      <span className={styles.label}>{children}</span>
      {loading && <Spinner className={styles.spinner} />}
    </button>
  );
}
