import { describe, expect, it } from 'vitest';
import { passwordsDiffer } from './passwords-match';

describe('the inline password check', () => {
  it('stays quiet until the second password is typed', () => {
    expect(passwordsDiffer('secret1', '')).toBe(false);
  });

  it('speaks as soon as the second password differs, and stops when they match', () => {
    expect(passwordsDiffer('secret1', 's')).toBe(true);
    expect(passwordsDiffer('secret1', 'secret1')).toBe(false);
    expect(passwordsDiffer('', 'x')).toBe(true);
  });
});
