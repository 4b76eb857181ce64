import type { ComponentPropsWithoutRef } from 'react';
import styles from './flash-text.module.css';
import { cx } from '../utils/class-names';

/** Props of {@link FlashText}: a span's (or div's) props and the last tick. */
export type FlashTextProps = ComponentPropsWithoutRef<'span'> & {
  /** Which way the last tick moved the value, and when (`usePriceFlash` of the platform); null: no flash. */
  flash: { direction: 'up' | 'down'; at: number } | null;
  /** `div` where the value is a block of its own (default `span`). */
  as?: 'span' | 'div';
};

/**
 * A live value that flashes green or red on each tick (still when the user prefers reduced
 * motion). Every new tick plays the flash again, even in the same direction.
 */
export function FlashText({ flash, as: Element = 'span', className, ...rest }: FlashTextProps) {
  // A new key per tick remounts the element, which restarts its animation.
  return <Element key={flash?.at} {...rest} className={cx(styles.flash, className)} data-flash={flash?.direction} />;
}
