/** Moves the item at `index` by `delta` places (−1 up, +1 down); a move past either end changes nothing. */
export function moveBy<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/** Moves the item at `index` to the top. */
export function moveToTop<T>(list: readonly T[], index: number): T[] {
  return moveBy(list, index, -index);
}

/** Whether two lists hold the same items in the same order. */
export function sameOrder<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
