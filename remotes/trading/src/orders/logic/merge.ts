/** Puts `row` in the list in place of the one with its id, or first when it is new. */
export function upsertById<T extends { id: number }>(rows: readonly T[], row: T): T[] {
  const index = rows.findIndex((r) => r.id === row.id);
  if (index === -1) return [row, ...rows];
  const next = rows.slice();
  next[index] = row;
  return next;
}

export function removeById<T extends { id: number }>(rows: readonly T[], id: number): T[] {
  return rows.filter((r) => r.id !== id);
}
