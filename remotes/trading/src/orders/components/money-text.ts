import type BigNumber from 'bignumber.js';
import { formatAmount, formatPrice, type DecimalInput } from '@atrium/ui';

/**
 * How the confirmations of the trading screens write their figures, all through the UI kit's
 * formatters: what moves exactly (every decimal it has), with its coin.
 */

/** An exact amount with its coin ("100.5 USDT"). */
export const exactAmount = (value: DecimalInput, coin: string) => `${formatAmount(value, { exact: true })} ${coin.toUpperCase()}`;

/** An exact amount with its sign: a gain with "+", a loss with "-". */
export const signedAmount = (value: BigNumber | null, coin: string) => (value && value.isGreaterThan(0) ? `+${exactAmount(value, coin)}` : exactAmount(value, coin));

/** A price the user gave, every decimal of it ("51,000.5 USDT"). */
export const exactPrice = (value: DecimalInput) => `${formatPrice(value, { exact: true })} USDT`;

/** A market price as the screens show it ("50,000.00 USDT"). */
export const marketPrice = (value: DecimalInput) => `${formatPrice(value)} USDT`;

export { ratePercent } from '../../shared/rate-percent';

/** The base coin of a USDT symbol ("btcusdt" → "BTC"). */
export const baseOf = (symbol: string) => symbol.replace(/usdt$/i, '').toUpperCase();
