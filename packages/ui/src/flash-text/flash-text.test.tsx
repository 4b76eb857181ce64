import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_FADE, FLASH_TIMING, FlashText } from './flash-text';
import styles from './flash-text.module.css';

/** Element.animate, recorded: which element each fade played on, and when it was played again from its start. */
function recordAnimations() {
  const played: { layer: Element; keyframes: unknown; timing: unknown; replays: number[] }[] = [];
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'animate');
  Object.defineProperty(Element.prototype, 'animate', {
    configurable: true,
    value(this: Element, keyframes: unknown, timing: unknown) {
      const record = { layer: this, keyframes, timing, replays: [] as number[] };
      played.push(record);
      const animation = { currentTime: 300 as number | null, play: () => record.replays.push(animation.currentTime ?? -1) };
      return animation as unknown as Animation;
    },
  });
  const restore = () => (original ? Object.defineProperty(Element.prototype, 'animate', original) : delete (Element.prototype as { animate?: unknown }).animate);
  return { played, restore };
}

describe('FlashText', () => {
  let animations: ReturnType<typeof recordAnimations>;
  beforeEach(() => {
    animations = recordAnimations();
  });
  afterEach(() => {
    animations.restore();
    vi.unstubAllGlobals();
  });

  it('marks the direction of the last tick, with the caller’s class, around its value', () => {
    render(
      <FlashText flash={{ direction: 'down', at: 1 }} className="price" data-testid="price">
        42
      </FlashText>,
    );
    const price = screen.getByTestId('price');
    expect(price.tagName).toBe('SPAN');
    expect(price).toHaveAttribute('data-flash', 'down');
    expect(price).toHaveClass(styles.flash!, 'price');
    expect(price).toHaveTextContent(/^42$/);
  });

  it('plays the fade on its tint layer on each tick, in the same direction too, on the same element', () => {
    const { rerender } = render(<FlashText as="div" flash={{ direction: 'up', at: 1 }} data-testid="price" />);
    const price = screen.getByTestId('price');
    expect(price.tagName).toBe('DIV');
    const tint = price.querySelector(`.${styles.tint!}`);
    expect(tint).toHaveAttribute('aria-hidden', 'true');
    expect(animations.played).toHaveLength(1);
    expect(animations.played[0]).toMatchObject({ layer: tint, keyframes: FLASH_FADE, timing: FLASH_TIMING });

    rerender(<FlashText as="div" flash={{ direction: 'up', at: 2 }} data-testid="price" />);
    // React keeps the element (no remount per tick); the fade plays again from its start.
    expect(screen.getByTestId('price')).toBe(price);
    expect(animations.played).toHaveLength(1);
    expect(animations.played[0]!.replays).toEqual([0]);
    // The same tick rendered again (another prop changed): no second flash.
    rerender(<FlashText as="div" flash={{ direction: 'up', at: 2 }} data-testid="price" title="BTC" />);
    expect(animations.played[0]!.replays).toEqual([0]);
    rerender(<FlashText as="div" flash={{ direction: 'down', at: 3 }} data-testid="price" />);
    expect(animations.played[0]!.replays).toEqual([0, 0]);
    expect(price).toHaveAttribute('data-flash', 'down');
  });

  it('does not flash before the first tick', () => {
    render(<FlashText flash={null} data-testid="price" />);
    expect(screen.getByTestId('price')).not.toHaveAttribute('data-flash');
    expect(animations.played).toHaveLength(0);
  });

  it('stays still when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    render(<FlashText flash={{ direction: 'up', at: 1 }} data-testid="price" />);
    expect(screen.getByTestId('price')).toHaveAttribute('data-flash', 'up');
    expect(animations.played).toHaveLength(0);
  });

  it('fades only opacity, and with no CSS animation (whose start and end events would each run React’s root listeners)', () => {
    expect(FLASH_FADE.every((frame) => Object.keys(frame).every((property) => property === 'opacity'))).toBe(true);
    const css = readFileSync(join(import.meta.dirname, 'flash-text.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).not.toMatch(/@keyframes|animation/);
  });
});
