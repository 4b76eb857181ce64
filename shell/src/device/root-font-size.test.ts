import { describe, expect, it } from 'vitest';
import { rootFontSize } from './root-font-size';

describe('the root font size', () => {
  it('is a tenth of the viewport width', () => {
    expect(rootFontSize(390, 3)).toBe(39);
  });
  it('caps the width at 540 times the pixel ratio', () => {
    expect(rootFontSize(1200, 1)).toBe(54);
    expect(rootFontSize(1200, 2)).toBe(108);
  });
});
