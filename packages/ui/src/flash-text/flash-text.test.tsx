import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlashText } from './flash-text';
import styles from './flash-text.module.css';

describe('FlashText', () => {
  it('marks the direction of the last tick, with the caller’s class', () => {
    render(
      <FlashText flash={{ direction: 'down', at: 1 }} className="price" data-testid="price">
        42
      </FlashText>,
    );
    const price = screen.getByTestId('price');
    expect(price.tagName).toBe('SPAN');
    expect(price).toHaveAttribute('data-flash', 'down');
    expect(price).toHaveClass(styles.flash!, 'price');
  });

  it('plays the flash again on each tick, in the same direction too, on the same element', () => {
    const { rerender } = render(<FlashText as="div" flash={{ direction: 'up', at: 1 }} data-testid="price" />);
    const price = screen.getByTestId('price');
    expect(price.tagName).toBe('DIV');
    const beat = price.dataset.beat;
    rerender(<FlashText as="div" flash={{ direction: 'up', at: 2 }} data-testid="price" />);
    // A new animation name starts the fade over; React keeps the element (no remount per tick).
    expect(screen.getByTestId('price')).toBe(price);
    expect(price.dataset.beat).not.toBe(beat);
    // The same tick rendered again (another prop changed) keeps the beat: no second flash.
    rerender(<FlashText as="div" flash={{ direction: 'up', at: 2 }} data-testid="price" title="BTC" />);
    expect(price.dataset.beat).not.toBe(beat);
    rerender(<FlashText as="div" flash={{ direction: 'down', at: 3 }} data-testid="price" />);
    expect(price.dataset.beat).toBe(beat);
    expect(price).toHaveAttribute('data-flash', 'down');
  });

  it('does not flash before the first tick', () => {
    render(<FlashText flash={null} data-testid="price" />);
    expect(screen.getByTestId('price')).not.toHaveAttribute('data-flash');
  });

  it('fades a tint layer’s opacity (the compositor’s work), never a background the browser repaints each frame', () => {
    const css = readFileSync(join(import.meta.dirname, 'flash-text.module.css'), 'utf8');
    const keyframes = [...css.matchAll(/@keyframes [\w-]+\s*{((?:[^{}]*{[^{}]*})*)\s*}/g)].map((match) => match[1]!);
    expect(keyframes.length).toBeGreaterThan(0);
    for (const frames of keyframes) {
      const properties = [...frames.matchAll(/([\w-]+)\s*:/g)].map((match) => match[1]);
      expect(properties.every((property) => property === 'opacity')).toBe(true);
    }
    expect(css).toMatch(/\.flash\[data-flash\]::before\s*{[^}]*animation: flash-fade-even /);
    expect(css).toMatch(/\.flash\[data-flash\]\[data-beat='odd'\]::before\s*{\s*animation-name: flash-fade-odd;/);
  });
});
