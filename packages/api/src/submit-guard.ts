/** The five submit endpoints of spec §7 guarded against a repeat while one is in flight. */
export const GUARDED_SUBMITS = [
  '/contract/order/submit',
  '/asset/transferFunds',
  '/recharge/submit',
  '/withdraw/submit',
  '/currency/order/submit',
] as const;

/** Spec §7: the guard clears 1500 ms after a blocked repeat (a stuck request cannot lock the form). */
export const GUARD_RELEASE_MS = 1500;

const inFlight = new Map<string, ReturnType<typeof setTimeout> | null>();

/** The endpoint of a URL: its path without the query and the `/api` prefix. */
export function endpointOf(url: string): string {
  return url.split('?')[0]!.replace(/^\/api(?=\/)/, '');
}

export function isGuardedSubmit(url: string): boolean {
  return (GUARDED_SUBMITS as readonly string[]).includes(endpointOf(url));
}

/** Marks the submit in flight; false when one already is (the caller blocks the repeat). */
export function guardSubmit(url: string): boolean {
  const endpoint = endpointOf(url);
  if (!inFlight.has(endpoint)) {
    inFlight.set(endpoint, null);
    return true;
  }
  if (!inFlight.get(endpoint)) {
    inFlight.set(endpoint, setTimeout(() => inFlight.delete(endpoint), GUARD_RELEASE_MS));
  }
  return false;
}

export function releaseSubmit(url: string): void {
  if (!isGuardedSubmit(url)) return;
  const endpoint = endpointOf(url);
  const timer = inFlight.get(endpoint);
  if (timer) clearTimeout(timer);
  inFlight.delete(endpoint);
}
