import type { CoinBalance } from '@atrium/api';
import { toDecimal } from '@atrium/ui/amount';

/** What `coin` has available in the funding account, where loans and launches take and pay (assetBalance). */
export function fundingAvailable(balances: CoinBalance[], coin: string): string {
  const row = balances.find((b) => b.account === 'funding' && b.coin.toLowerCase() === coin.toLowerCase());
  return toDecimal(row?.available)?.toFixed() ?? '0';
}
