import BigNumberBase from 'bignumber.js';
import { BusinessError } from '../http/reply.js';

/**
 * Decimal arithmetic for money (ARCHITECTURE rule 8): bignumber.js, never floats. Divisions keep
 * 40 decimals and round down; amounts leave as plain decimal strings (never exponents).
 */
export const Dec = BigNumberBase.clone({ DECIMAL_PLACES: 40, ROUNDING_MODE: BigNumberBase.ROUND_DOWN, EXPONENTIAL_AT: [-80, 80] });
export type Dec = BigNumberBase;

/** The most decimals an amount may have, in and out (swap results are rounded down to it). */
export const AMOUNT_DECIMALS = 8;

/** Digits, an optional fraction; at most 15 integer digits (anything larger is no real amount). */
const AMOUNT = /^\d{1,15}(\.\d+)?$/;

/**
 * An amount a person typed: a decimal string > 0 with at most 8 decimals (trailing zeros do not
 * count). Otherwise a business failure with a message to show.
 */
export function parseAmount(raw: string | undefined): Dec {
  const text = raw?.trim() ?? '';
  if (!text) throw new BusinessError('Please enter an amount');
  if (!AMOUNT.test(text)) throw new BusinessError('Please enter a valid amount');
  const value = new Dec(text);
  if ((value.decimalPlaces() ?? 0) > AMOUNT_DECIMALS) throw new BusinessError(`The amount can have at most ${AMOUNT_DECIMALS} decimal places`);
  if (!value.gt(0)) throw new BusinessError('The amount must be greater than 0');
  return value;
}

/** The canonical string of a decimal: no exponent, no trailing zeros ("3.00" → "3"). */
export const decimalString = (value: Dec | string | number) => new Dec(value).toFixed();

/** Rounded down to 8 decimals (what a user is credited). */
export const floorAmount = (value: Dec) => value.decimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_DOWN);
