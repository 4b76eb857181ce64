/**
 * @atrium/api: the HTTP client of spec §7 and §8. It knows no React and no shell: the shell
 * wires it with `configureClient` (rule 7). One file per API domain.
 */
export { http, configureClient, postSecret, ApiError, TIMEOUT_MS, type ClientWiring, type ClientMessage, type Ok, type Page } from './client';
export { GUARDED_SUBMITS, GUARD_RELEASE_MS } from './submit-guard';
export type { EarlyGetsGlobal } from './early-responses';
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
