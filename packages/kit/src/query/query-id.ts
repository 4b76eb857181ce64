/**
 * A detail screen's id from its query (`?id=`, `?saleId=`) as a positive safe integer, or null:
 * a bad id never reaches the server. Takes the search params (the router stays the contract's:
 * `readQueryId(useSearchParams()[0])`), so the kit never loads a router of its own.
 */
export function readQueryId(params: URLSearchParams, name = 'id'): number | null {
  const raw = params.get(name) ?? '';
  if (!/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  // Beyond 2^53 a number is not the id the server meant (9007199254740993 reads as …992).
  return Number.isSafeInteger(id) ? id : null;
}
