import { ACCOUNT_TYPES, type AccountType } from '@atrium/api';

const isAccount = (value: string | null): value is AccountType => (ACCOUNT_TYPES as readonly string[]).includes(value ?? '');

/** Where money comes from when nothing else says: the funding account, or spot when funding is the destination. */
const sourceFor = (to: AccountType): AccountType => (to === 'funding' ? 'spot' : 'funding');

/**
 * The accounts /transfer opens with, from its query (`?to=contract`, `&from=spot`): a trading
 * screen's "Transfer in" names its own account as the destination, and the source defaults to
 * the funding account (spot when the money goes to funding). The two always differ; an unknown
 * account is ignored. Nothing given: funding → spot.
 */
export function transferPreset(params: URLSearchParams): { from: AccountType; to: AccountType } {
  const to = params.get('to');
  const from = params.get('from');
  if (isAccount(to)) return { from: isAccount(from) && from !== to ? from : sourceFor(to), to };
  if (isAccount(from)) return { from, to: from === 'funding' ? 'spot' : 'funding' };
  return { from: 'funding', to: 'spot' };
}

/** The coin /transfer opens with: `?coin=` when the user holds it, else USDT, else the first held. */
export function transferCoin(params: URLSearchParams, coins: string[]): string {
  const asked = params.get('coin')?.toLowerCase();
  if (asked && coins.includes(asked)) return asked;
  return coins.includes('usdt') ? 'usdt' : coins[0]!;
}
