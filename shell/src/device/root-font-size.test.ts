import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootFontSize, watchRootFontSize } from './root-font-size';

describe('the root font size', () => {
  it('is a tenth of the CSS viewport width on a phone', () => {
    expect(rootFontSize(390)).toBe(39);
    expect(rootFontSize(320)).toBe(32);
  });

  it('stops at 54 px once the viewport is wider than the 540 px column', () => {
    expect(rootFontSize(540)).toBe(54);
    expect(rootFontSize(820)).toBe(54);
    expect(rootFontSize(1280)).toBe(54);
  });

  it('is applied whatever the pixel ratio: an 820 px tablet at dpr 2 gets 54 px, not 82', () => {
    const root = { style: { fontSize: '' } };
    const win = Object.assign(new EventTarget(), { innerWidth: 820, devicePixelRatio: 2, document: { documentElement: root } });
    const stop = watchRootFontSize(win as unknown as Window);
    expect(root.style.fontSize).toBe('54px');
    stop();
  });

  it('agrees with the HTML placeholder, so the page does not jump when the script runs', () => {
    const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
    const placeholder = /html \{ font-size: min\(calc\(100vw \/ 10\), (\d+)px\); \}/.exec(html);
    expect(placeholder, 'the font placeholder in index.html').not.toBeNull();
    // Same rule: a tenth of the viewport below the column, the column's tenth above it.
    expect(rootFontSize(10_000)).toBe(Number(placeholder?.[1]));
  });
});
