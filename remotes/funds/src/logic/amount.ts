import BigNumber from 'bignumber.js';
import { toDecimal } from '@atrium/ui/amount';

/** A withdrawal's net: the fee is taken from the amount (what arrives is amount − fee, never negative). */
export function netOfFee(amount: string, fee: string | null | undefined): BigNumber | null {
  const gross = toDecimal(amount);
  if (!gross) return null;
  const net = gross.minus(toDecimal(fee) ?? 0);
  return net.isNegative() ? new BigNumber(0) : net;
}
