import { dataSlice, decodeBase58, encodeBase58, getBytes, sha256, toBeHex } from 'ethers';

/**
 * Bitcoin mainnet addresses: segwit in bech32 (BIP-173, witness v0) or bech32m (BIP-350, v1+),
 * "bc1…"; legacy P2PKH "1…" and P2SH "3…" in base58check. Checksums are verified.
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32 = 1;
const BECH32M = 0x2bc830a3;
const HRP = 'bc';

function polymod(values: number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i]!;
  }
  return chk >>> 0;
}

const hrpExpand = (hrp: string) => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];

/** Regroups bits (8 → 5 to encode, 5 → 8 to decode); undefined when the padding is not valid. */
function convertBits(data: readonly number[], from: number, to: number, pad: boolean): number[] | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
    acc &= (1 << bits) - 1;
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max);
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return undefined;
  }
  return out;
}

/** A segwit address "bc1…" of a witness program (v0 uses bech32, v1+ bech32m). */
export function encodeSegwitAddress(version: number, program: Uint8Array): string {
  const data = [version, ...convertBits([...program], 8, 5, true)!];
  const constant = version === 0 ? BECH32 : BECH32M;
  const mod = polymod([...hrpExpand(HRP), ...data, 0, 0, 0, 0, 0, 0]) ^ constant;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${HRP}1${[...data, ...checksum].map((d) => CHARSET[d]).join('')}`;
}

function isSegwitAddress(value: string): boolean {
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return false;
  const text = value.toLowerCase();
  if (text.length < 14 || text.length > 90 || !text.startsWith(`${HRP}1`)) return false;
  const data: number[] = [];
  for (const c of text.slice(HRP.length + 1)) {
    const d = CHARSET.indexOf(c);
    if (d < 0) return false;
    data.push(d);
  }
  if (data.length < 7) return false;
  const version = data[0]!;
  if (version > 16) return false;
  const constant = polymod([...hrpExpand(HRP), ...data]);
  if (constant !== (version === 0 ? BECH32 : BECH32M)) return false;
  const program = convertBits(data.slice(1, -6), 5, 8, false);
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

const BASE58 = /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/;

function isLegacyAddress(value: string): boolean {
  if (!BASE58.test(value)) return false;
  let bytes: Uint8Array;
  try {
    bytes = getBytes(toBeHex(decodeBase58(value), 25));
  } catch {
    return false;
  }
  // "1…" is version 0x00 (P2PKH), "3…" 0x05 (P2SH); each leading "1" stands for a zero byte, so the
  // 25 bytes must encode back to the same text.
  const version = value.startsWith('1') ? 0x00 : 0x05;
  if (bytes.length !== 25 || bytes[0] !== version || encodeBase58(bytes) !== value) return false;
  return dataSlice(sha256(sha256(bytes.slice(0, 21))), 0, 4) === dataSlice(bytes, 21);
}

/** A valid mainnet Bitcoin address, in the form it is stored (bech32 lower case, base58 as is), or undefined. */
export function normaliseBtcAddress(raw: string): string | undefined {
  const value = raw.trim();
  if (/^bc1/i.test(value)) return isSegwitAddress(value) ? value.toLowerCase() : undefined;
  return isLegacyAddress(value) ? value : undefined;
}
