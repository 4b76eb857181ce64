import type { WalletType } from '@atrium/api';

const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Base58check of 0x41 ‖ 20 bytes: always 34 characters starting with T. */
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** Which chain an address belongs to, by its form. */
export function walletTypeOfAddress(address: string): WalletType | null {
  if (ETH_ADDRESS.test(address)) return 'ETH';
  if (TRON_ADDRESS.test(address)) return 'TRON';
  return null;
}

/**
 * Whether two addresses are the same account: Ethereum addresses differ only by their checksum
 * casing; base58 is case-sensitive.
 */
export function sameWalletAddress(a: string, b: string): boolean {
  return ETH_ADDRESS.test(a) && ETH_ADDRESS.test(b) ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** `0x1234…abcd`: enough to recognise an address at a glance. */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
