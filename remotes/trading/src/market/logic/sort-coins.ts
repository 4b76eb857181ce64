import BigNumber from 'bignumber.js';
import type { CoinEntry } from '@atrium/api';
import { displaySymbol, type MarketDetail } from '@atrium/platform';
import { coinVolume } from './coin-volume';

export type SortKey = 'name' | 'price' | 'change' | 'volume';
export type Sort = { key: SortKey; direction: 'asc' | 'desc' } | null;

/** A tap on a column header: that column ascending, then descending, then unsorted. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/** What a sort reads of a coin's live state. */
export interface SortInputs {
  detail(symbol: string): MarketDetail | undefined;
  mt5Volumes: Record<string, string>;
}

function decimal(value: string | undefined): BigNumber | null {
  if (value === undefined || value === '') return null;
  try {
    const n = new BigNumber(value);
    return n.isFinite() ? n : null;
  } catch {
    return null; // bignumber.js 11 throws on a malformed string: no value to sort by
  }
}

function numberOf(coin: CoinEntry, key: Exclude<SortKey, 'name'>, inputs: SortInputs): BigNumber | null {
  const detail = inputs.detail(coin.symbol);
  if (key === 'volume') return decimal(coinVolume(coin, detail, inputs.mt5Volumes));
  return decimal(key === 'price' ? detail?.close : detail?.priceChangePercent);
}

/**
 * The coins in the chosen order (a new array; the input order without a sort). Names compare
 * as displayed, case-insensitively; numbers as decimals. A coin without a value (no price yet)
 * goes last in either direction, and ties keep the list's order.
 */
export function sortCoins(coins: readonly CoinEntry[], sort: Sort, inputs: SortInputs): CoinEntry[] {
  if (!sort) return [...coins];
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.key === 'name') {
    const names = new Map(coins.map((c) => [c, displaySymbol(c).toLowerCase()]));
    return [...coins].sort((a, b) => sign * names.get(a)!.localeCompare(names.get(b)!, 'en'));
  }
  const values = new Map(coins.map((c) => [c, numberOf(c, sort.key as Exclude<SortKey, 'name'>, inputs)]));
  return [...coins].sort((a, b) => {
    const x = values.get(a)!;
    const y = values.get(b)!;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * x.comparedTo(y)!;
  });
}
