import BigNumber from 'bignumber.js';
import { toDecimal } from '@atrium/ui/amount';

/**
 * An amount the user pays or puts up, with every decimal it has (never rounded for display:
 * a total to repay or a collateral rounded up must read as what is charged), and its coin.
 */
export function ExactAmount({ value, coin }: { value: BigNumber | string | null | undefined; coin: string }) {
  const n = toDecimal(value ?? null);
  return (
    <span dir="ltr">
      {n ? n.toFixed() : '--'} {coin.toUpperCase()}
    </span>
  );
}
