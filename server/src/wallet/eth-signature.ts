import { verifyMessage } from 'ethers';

/**
 * Does `signature` (EIP-191 personal_sign of `message`, what MetaMask and friends produce) come
 * from `address`? Malformed signatures are simply "no".
 */
export function ethSignatureMatches(message: string, signature: string, address: string): boolean {
  try {
    return verifyMessage(message, withHexPrefix(signature)).toLowerCase() === address.toLowerCase();
  } catch {
    return false;
  }
}

export const withHexPrefix = (value: string) => (value.startsWith('0x') ? value : `0x${value}`);
