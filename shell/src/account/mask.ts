const MASK = '*';

/**
 * A real name with all but its first character hidden, spaces kept ("Jane Doe" → "J*** ***",
 * "王小明" → "王**"). Counted in characters, not UTF-16 units, so no script is cut in half.
 */
export function maskName(name: string): string {
  const [first = '', ...rest] = Array.from(name.trim());
  return first + rest.map((c) => (/\s/u.test(c) ? c : MASK)).join('');
}

/** An ID number with only its ends showing: two at each end, or one for short numbers. */
export function maskIdNumber(id: string): string {
  const chars = Array.from(id.trim());
  const keep = chars.length >= 8 ? 2 : 1;
  if (chars.length <= keep * 2) return MASK.repeat(chars.length);
  return chars.slice(0, keep).join('') + MASK.repeat(chars.length - keep * 2) + chars.slice(-keep).join('');
}
