import { getWalletNonce, type WalletNonce } from '@atrium/api';
import type { WalletConnection } from './wallet-connection';
import { WalletError } from './wallet-errors';

/** What goes to the server with a signed challenge. */
export interface WalletProof {
  nonce: string;
  signature: string;
}

/** A challenge this close to its expiry is fetched again rather than signed. */
const EXPIRY_MARGIN_MS = 10_000;

/** Asks the server for a one-time message for this wallet's address (capability walletNonce). */
export function requestChallenge(connection: WalletConnection): Promise<WalletNonce> {
  return getWalletNonce(connection.address, connection.type);
}

/** Whether the challenge would expire before the user could sign it. */
export function challengeExpired(challenge: WalletNonce, now = Date.now()): boolean {
  const expiresAt = Date.parse(challenge.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt - EXPIRY_MARGIN_MS <= now;
}

/**
 * Signs the challenge's message. The message must name this address and this nonce: a wallet
 * signature is only ever given for the sign-in text the screen shows, never for other content.
 */
export async function signChallenge(connection: WalletConnection, challenge: WalletNonce): Promise<WalletProof> {
  const text = challenge.message.toLowerCase();
  if (!text.includes(connection.address.toLowerCase()) || !challenge.message.includes(challenge.nonce)) {
    throw new WalletError('failed', 'the sign-in message does not name this wallet and nonce');
  }
  const signature = await connection.signMessage(challenge.message);
  return { nonce: challenge.nonce, signature };
}
