/** The most characters of an address the server reads (server/src/routes/withdraw.ts: input.string('address', 128)). */
export const ADDRESS_LIMIT = 128;
/** An address book label: 1 to 30 characters (server/src/routes/withdraw.ts, saveCacheAddress). */
export const LABEL_LIMIT = 30;

/** Chains whose address format the screen checks before the server does. */
const RULES: Record<string, RegExp> = {
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  // T + 33 base58 characters (no 0, O, I, l).
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  // bech32 (bc1, lower case) or base58 legacy/P2SH (1…, 3…).
  BTC: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
};

/**
 * Whether `address` looks right for `chain`. An unknown chain only needs a non-empty address
 * without spaces: the server has the last word.
 */
export function isValidAddress(chain: string, address: string): boolean {
  const value = address.trim();
  if (value === '' || /\s/.test(value)) return false;
  const rule = RULES[chain.toUpperCase()];
  return rule ? rule.test(value) : true;
}
