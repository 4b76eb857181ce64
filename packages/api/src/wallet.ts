import { http, type CallOptions, type Ok } from './client';
import { SIGN_TYPE } from './user';

export type WalletType = 'ETH' | 'TRON';

/** A one-time sign-in challenge (rule 14, capability `walletNonce`): the wallet signs `message`. */
export interface WalletNonce {
  nonce: string;
  /** The exact text to sign; it names the site, the address, the nonce and its expiry (EIP-4361 style). */
  message: string;
  expiresAt: string;
}

export interface WalletLoginPayload {
  /** The invite code carried from an invite link. */
  activeCode?: string;
  signType: typeof SIGN_TYPE.wallet;
  address: string;
  walletType: WalletType;
  nonce: string;
  signature: string;
}

export const getWalletNonce = (address: string, walletType: WalletType, options?: CallOptions) =>
  http.post<Ok<WalletNonce>>('/user/walletNonce', {}, { ...options, params: { address, walletType } }).then((r) => r.data.data);
export const walletLogin = (payload: WalletLoginPayload, options?: CallOptions) =>
  http.post<Ok<{ satoken: string }>>('/user/walletLogin', payload, options).then((r) => r.data.data);
/**
 * Binds a wallet address to the signed-in account. The server takes the user from the token,
 * never from a client-sent id (rule 14); the spec's `userId` is not sent. The wallet proves the
 * address by signing a walletNonce message, as for sign-in: otherwise anyone could bind someone
 * else's address to their own account and catch that person's wallet sign-in.
 */
export const updateUserAddress = (type: WalletType, address: string, proof: { nonce: string; signature: string }, options?: CallOptions) =>
  http.post<Ok<null>>('/user/updateUserAddress', proof, { ...options, params: { type, address } }).then((r) => r.data);
