/**
 * The calls whose failure shows the reader nothing (spec §8: "The mail list requires code 200. The
 * activity notice and dictionary calls require 200, otherwise nothing is shown"): a refusal or a
 * network failure of these rejects the call without a toast, whoever makes it. They feed extras
 * (an announcement, an activity pop-up, the names of activity types) that the screen simply goes
 * without. One list, read by the error catalogue, so no call site has to remember it.
 */
export const QUIET_ENDPOINTS: readonly { path: RegExp; call: string }[] = [
  { path: /^\/common\/type\/[^/]+$/, call: 'the dictionary (POST /common/type/{type})' },
  { path: /^\/apiDefi\/showDefiActivityNotice\/[^/]+$/, call: 'the activity notice (GET /apiDefi/showDefiActivityNotice/{userId})' },
  { path: /^\/mail\/listByUserId$/, call: 'the mail list (GET /mail/listByUserId)' },
];

/** Whether a request to `url` (the client's path, optionally with a query) is one of the quiet calls. */
export function isQuietEndpoint(url: string | undefined): boolean {
  const path = (url ?? '').split(/[?#]/)[0]!;
  return QUIET_ENDPOINTS.some((endpoint) => endpoint.path.test(path));
}
