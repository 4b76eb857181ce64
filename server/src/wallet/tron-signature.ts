import { concat, keccak256, recoverAddress, toUtf8Bytes } from 'ethers';
import { withHexPrefix } from './eth-signature.js';
import { tronAddressFromEth } from './tron-address.js';

/** TronWeb's signMessageV2 prefix: EIP-191 with "TRON" instead of "Ethereum". */
export const TRON_MESSAGE_PREFIX = '\x19TRON Signed Message:\n';

/** keccak256(prefix + the message's length in UTF-8 bytes + the message): what signMessageV2 signs. */
export function tronMessageDigest(message: string): string {
  const bytes = toUtf8Bytes(message);
  return keccak256(concat([toUtf8Bytes(`${TRON_MESSAGE_PREFIX}${bytes.length}`), bytes]));
}

/** Does `signature` (TronWeb signMessageV2 of `message`) come from the TRON `address`? */
export function tronSignatureMatches(message: string, signature: string, address: string): boolean {
  try {
    return tronAddressFromEth(recoverAddress(tronMessageDigest(message), withHexPrefix(signature))) === address;
  } catch {
    return false;
  }
}
