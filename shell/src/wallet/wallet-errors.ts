import { ApiError } from '@atrium/api';

/**
 * Why a wallet step did not finish, as the screen tells it:
 * - `rejected`: the user said no in the wallet;
 * - `locked`: the wallet has no account to offer (locked, or not signed in to TronLink);
 * - `pending`: the wallet already has a request open, waiting for the user;
 * - `server`: the API refused (its message is already on screen, spec §8);
 * - `failed`: anything else.
 */
export type WalletFailure = 'rejected' | 'locked' | 'pending' | 'server' | 'failed';

/** A wallet step that ended in a known way. */
export class WalletError extends Error {
  override name = 'WalletError';
  constructor(readonly failure: Exclude<WalletFailure, 'server'>, message: string = failure) {
    super(message);
  }
}

/** EIP-1193: 4001 user rejected, 4100 unauthorised (no account exposed), -32002 a request already pending (MetaMask). */
const EIP1193_REJECTED = 4001;
const EIP1193_UNAUTHORIZED = 4100;
const REQUEST_PENDING = -32002;

// TronLink throws plain strings ("Confirmation declined by user"); other wallets use similar words.
const REJECTION_WORDS = /declined|rejected|denied|cancel/i;

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);
const messageOf = (error: unknown): string =>
  typeof error === 'string' ? error : error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? '');

/** Reads what a wallet, ethers or the API threw. */
export function walletFailureOf(error: unknown): WalletFailure {
  if (error instanceof WalletError) return error.failure;
  if (error instanceof ApiError) return 'server';
  const code = codeOf(error);
  // ethers rewrites a 4001 into ACTION_REJECTED.
  if (code === EIP1193_REJECTED || code === 'ACTION_REJECTED') return 'rejected';
  if (code === EIP1193_UNAUTHORIZED) return 'locked';
  if (code === REQUEST_PENDING) return 'pending';
  if (REJECTION_WORDS.test(messageOf(error))) return 'rejected';
  return 'failed';
}
