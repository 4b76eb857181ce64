import BigNumber from 'bignumber.js';
import { formatAmount } from '@atrium/ui';

/**
 * Token amounts as a chain reports them: integers in the token's smallest unit (a decimal
 * string or a bigint), shown in whole tokens by shifting the decimal point — never through a
 * float, which would lose the digits of an 18-decimal token.
 */
export type RawAmount = string | bigint;

/**
 * An allowance at or above 2^255 is "unlimited": wallets and dapps ask for 2^256 − 1 (the
 * largest uint256) and some tokens count it down as it is spent, so anything this big is, for
 * the user, no limit at all.
 */
export const UNLIMITED_FROM = new BigNumber(2).pow(255);

const toInteger = (raw: RawAmount): BigNumber => {
  const value = new BigNumber(typeof raw === 'bigint' ? raw.toString() : raw);
  if (!value.isInteger() || value.isNegative()) throw new RangeError(`not a token amount in base units: ${String(raw)}`);
  return value;
};

/** The amount in whole tokens (exact). */
export function toTokens(raw: RawAmount, decimals: number): BigNumber {
  return toInteger(raw).shiftedBy(-decimals);
}

export const isZero = (raw: RawAmount) => toInteger(raw).isZero();

export const isUnlimited = (raw: RawAmount) => toInteger(raw).isGreaterThanOrEqualTo(UNLIMITED_FROM);

/**
 * A balance or a limited allowance as the screens show amounts (spec §9, rounded down), or with
 * every decimal (`exact`) where a confirmation states it.
 */
export function formatTokens(raw: RawAmount, decimals: number, { exact = false } = {}): string {
  return formatAmount(toTokens(raw, decimals), { exact });
}
