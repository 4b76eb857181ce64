import { useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import styles from './flash-text.module.css';
import { cx } from '../utils/class-names';

/** Props of {@link FlashText}: a span's (or div's) props and the last tick. */
export type FlashTextProps = ComponentPropsWithoutRef<'span'> & {
  /** Which way the last tick moved the value, and when (`usePriceFlash` of the platform); null: no flash. */
  flash: { direction: 'up' | 'down'; at: number } | null;
  /** `div` where the value is a block of its own (default `span`). */
  as?: 'span' | 'div';
};

/** The flash: the tint layer's opacity from full to nothing (the compositor's kind of work, no repaint of a background). */
export const FLASH_FADE: Keyframe[] = [{ opacity: 1 }, { opacity: 0 }];
export const FLASH_TIMING: KeyframeAnimationOptions = { duration: 600, easing: 'ease-out' };

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A live value that flashes green or red on each tick (still when the user prefers reduced
 * motion). Every new tick plays the flash again, even in the same direction, on the same element
 * (a new key per tick had React remove and create the value's elements on every tick of every row
 * in a storm of prices).
 *
 * The fade is a Web Animation of a tint layer, not a CSS animation: a CSS animation dispatches
 * `animationstart` and `animationend` events, which bubble to React's root listeners, and React
 * looks for handlers up the whole tree for each of them. In the quote benchmark's storm (every
 * row on screen flashing four times a second, on a phone's slowed CPU) those events cost more of
 * each frame than anything the rows draw; a Web Animation dispatches no DOM event.
 */
export function FlashText({ flash, as: Element = 'span', className, children, ...rest }: FlashTextProps) {
  const tint = useRef<HTMLSpanElement>(null);
  const fade = useRef<{ layer: HTMLSpanElement; animation: Animation } | null>(null);
  const at = flash?.at;
  const direction = flash?.direction;
  // Before the paint of the tick's commit, so the tint shows with the new value.
  useLayoutEffect(() => {
    const layer = tint.current;
    if (at === undefined || !layer || typeof layer.animate !== 'function' || prefersReducedMotion()) return;
    // One animation per layer, played again from its start: no new object per tick, and no
    // cancelled animation (whose promise would reject) left behind.
    if (fade.current?.layer === layer) {
      fade.current.animation.currentTime = 0;
      fade.current.animation.play();
    } else fade.current = { layer, animation: layer.animate(FLASH_FADE, FLASH_TIMING) };
  }, [at, direction]);
  return (
    <Element {...rest} className={cx(styles.flash, className)} data-flash={direction}>
      <span ref={tint} className={styles.tint} aria-hidden="true" />
      {children}
    </Element>
  );
}
