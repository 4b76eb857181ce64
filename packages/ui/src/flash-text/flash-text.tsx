import { useState, type ComponentPropsWithoutRef } from 'react';
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
 * motion). Every new tick plays the flash again, even in the same direction: each tick switches
 * the element's beat between two equal animations, and a new animation name starts the flash
 * over. The element stays (a new key per tick had React remove and create the value's elements
 * on every tick of every row in a storm of prices).
 */
export function FlashText({ flash, as: Element = 'span', className, ...rest }: FlashTextProps) {
  const [beat, setBeat] = useState({ at: flash?.at, odd: false });
  if (flash?.at !== beat.at) setBeat({ at: flash?.at, odd: !beat.odd });
  return <Element {...rest} className={cx(styles.flash, className)} data-flash={flash?.direction} data-beat={beat.odd ? 'odd' : 'even'} />;
}
