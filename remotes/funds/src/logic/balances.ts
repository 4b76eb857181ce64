import BigNumber from 'bignumber.js';
import type { AccountType, CoinBalance } from '@atrium/api';
import { toDecimal } from '@atrium/ui/amount';

/** The account deposits land in and withdrawals and swaps spend from (asset.ts: "funding"). */
export const WALLET_ACCOUNT: AccountType = 'funding';

/** What `coin` has available in `account` ("0" when there is no balance row). */
export function availableIn(balances: CoinBalance[], coin: string, account: AccountType = WALLET_ACCOUNT): string {
  const row = balances.find((b) => b.account === account && b.coin.toLowerCase() === coin.toLowerCase());
  return toDecimal(row?.available)?.toFixed() ?? '0';
}

/** The total in a display currency: totalUsdt × (units of the currency per USDT). */
export function inDisplayCurrency(totalUsdt: string, rate: string | undefined): BigNumber | null {
  const total = toDecimal(totalUsdt);
  const factor = toDecimal(rate);
  return total && factor ? total.times(factor) : null;
}

/** Display currencies, USD first, then as the server lists them. */
export function displayCurrencies(fiatRates: Record<string, string>): string[] {
  const codes = Object.keys(fiatRates);
  return [...codes.filter((c) => c === 'USD'), ...codes.filter((c) => c !== 'USD')];
}
