import { concat, dataSlice, decodeBase58, encodeBase58, getAddress, getBytes, sha256, toBeHex } from 'ethers';

/**
 * TRON addresses: the same 20 bytes as an Ethereum address (keccak256 of the secp256k1 public
 * key), prefixed with 0x41 and written in base58check (4 checksum bytes = the first four of
 * sha256(sha256(payload))). "T" + 33 base58 characters.
 */
const TRON_PREFIX = '0x41';
const BASE58 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

const checksum = (payload: Uint8Array) => dataSlice(sha256(sha256(payload)), 0, 4);

/** The TRON address of an Ethereum-style address (the same key). */
export function tronAddressFromEth(ethAddress: string): string {
  const payload = getBytes(concat([TRON_PREFIX, getAddress(ethAddress)]));
  return encodeBase58(concat([payload, checksum(payload)]));
}

/** True for a well-formed mainnet TRON address: T…, 25 bytes, 0x41 prefix, right checksum. */
export function isTronAddress(value: string): boolean {
  if (!BASE58.test(value)) return false;
  let bytes: Uint8Array;
  try {
    // 25 bytes; 34 base58 digits never need more, and the 0x41 prefix means none is lost in front.
    bytes = getBytes(toBeHex(decodeBase58(value), 25));
  } catch {
    return false;
  }
  if (bytes.length !== 25 || bytes[0] !== 0x41) return false;
  return checksum(bytes.slice(0, 21)) === dataSlice(bytes, 21);
}
