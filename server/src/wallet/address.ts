import { getAddress, isAddress } from 'ethers';
import type { WalletType } from '../contract.js';
import { isTronAddress } from './tron-address.js';

export type { WalletType };
export const WALLET_TYPES: readonly WalletType[] = ['ETH', 'TRON'];

/**
 * A wallet address in the one form it is stored and compared in, or undefined when it is not a
 * valid address of that chain. Ethereum: 0x + 40 hex digits in any case (a mixed-case address
 * must carry a right EIP-55 checksum), stored checksummed. TRON: base58check "T…", kept as is
 * (base58 is case-sensitive).
 */
export function normaliseAddress(walletType: WalletType, raw: string): string | undefined {
  const value = raw.trim();
  if (walletType === 'ETH') {
    return /^0x[0-9a-fA-F]{40}$/.test(value) && isAddress(value) ? getAddress(value) : undefined;
  }
  return isTronAddress(value) ? value : undefined;
}
