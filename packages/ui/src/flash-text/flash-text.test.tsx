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

  it('draws a new element for each tick, so the flash plays again in the same direction', () => {
    const { rerender } = render(<FlashText as="div" flash={{ direction: 'up', at: 1 }} data-testid="price" />);
    const first = screen.getByTestId('price');
    expect(first.tagName).toBe('DIV');
    rerender(<FlashText as="div" flash={{ direction: 'up', at: 2 }} data-testid="price" />);
    const second = screen.getByTestId('price');
    expect(second).not.toBe(first);
    // The same tick rendered again (another prop changed) keeps the element: no second flash.
    rerender(<FlashText as="div" flash={{ direction: 'up', at: 2 }} data-testid="price" title="BTC" />);
    expect(screen.getByTestId('price')).toBe(second);
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
    expect(css).toMatch(/\.flash\[data-flash\]::before\s*{[^}]*animation:/);
  });
});
