import type { WalletType } from './address.js';
import { ethSignatureMatches } from './eth-signature.js';
import { tronSignatureMatches } from './tron-signature.js';

/** The one entry point the sign-in route uses: the chain decides how the message was signed. */
export const signatureMatches = (walletType: WalletType, message: string, signature: string, address: string): boolean =>
  walletType === 'ETH' ? ethSignatureMatches(message, signature, address) : tronSignatureMatches(message, signature, address);
