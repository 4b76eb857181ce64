/**
 * @atrium/api: the HTTP client of spec §7 and §8, on axios. It knows no React and no shell: the
 * shell wires it with `configureClient` (rule 7), which makes its one axios instance. The
 * headers, the 10 s timeout, the duplicate-submit guard, the Idempotency-Key (on every endpoint
 * of the money list, money-endpoints.ts) and the error catalogue are that instance's
 * interceptors, one file each; a GET the page started early is answered by its adapter
 * (early-responses.ts). One file per API domain.
 *
 * Every endpoint function takes, as its last argument, an optional `CallOptions`:
 * `{ signal?: AbortSignal }`. Aborting the signal rejects the call with an `ApiError` of kind
 * `'cancelled'`, shows nothing, and frees the duplicate-submit guard. `useAsync` of
 * @atrium/kit hands its `load` exactly this object, so `useAsync(listBankCards)` and
 * `useAsync((call) => getRecharge(id, call), [id])` cancel on unmount or when the inputs change.
 * Two calls extend it: uploads take `UploadOptions` (`onUploadProgress({ loaded, total })`), the
 * five guarded submits `SubmitOptions` (`idempotencyKey`, to re-send one logical submit).
 *
 * Methods: POST, except where spec §7 names a GET (server/CONTRACT-DELTA.md "Methods").
 */
export {
  http,
  configureClient,
  postSecret,
  ApiError,
  TIMEOUT_MS,
  type ApiErrorKind,
  type CallOptions,
  type UploadOptions,
  type UploadProgress,
  type SubmitOptions,
  type ClientWiring,
  type ClientMessage,
  type Ok,
  type Page,
} from './client';
export { GUARDED_SUBMITS, GUARD_RELEASE_MS } from './submit-guard';
export { CAPTCHA_REQUIRED } from './error-catalogue';
export { MONEY_ENDPOINTS, type MoneyEndpoint } from './money-endpoints';
export type { EarlyGetsGlobal, EarlyRead } from './early-responses';
export * from './common';
export * from './notice';
export * from './user';
export * from './wallet';
export * from './kyc';
export * from './mail';
export * from './defi';
export * from './asset';
export * from './recharge';
export * from './withdraw';
export * from './exchange';
export * from './bank';
export * from './trading';
export * from './market';
export * from './watchlist';
export * from './invite';
export * from './finance';
export * from './loan';
export * from './subscription';
export * from './uplan';
export * from './nft';
export type { TextLang } from './text-lang';
