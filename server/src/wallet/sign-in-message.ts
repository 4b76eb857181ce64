import type { WalletType } from './address.js';

export interface SignInMessageFields {
  /** The tenant's display name: the wallet shows who is asking. */
  siteName: string;
  walletType: WalletType;
  /** Normalised (src/wallet/address.ts). */
  address: string;
  nonce: string;
  issuedAt: number;
  expiresAt: number;
}

/**
 * The text the wallet signs, after EIP-4361 ("Sign-In with Ethereum"): it names the site, the
 * account, the one-time nonce and its expiry, and says plainly that signing moves nothing, so the
 * signature is useless anywhere else and the user can see it is not a transaction or an approval.
 */
export function signInMessage(f: SignInMessageFields): string {
  const chain = f.walletType === 'ETH' ? 'Ethereum' : 'TRON';
  return (
    `${f.siteName} wants you to sign in with your ${chain} account:\n${f.address}\n\n` +
    `Sign in to ${f.siteName}. This request will not trigger a blockchain transaction or cost any gas fees.\n\n` +
    `Nonce: ${f.nonce}\nIssued At: ${new Date(f.issuedAt).toISOString()}\nExpiration Time: ${new Date(f.expiresAt).toISOString()}`
  );
}
