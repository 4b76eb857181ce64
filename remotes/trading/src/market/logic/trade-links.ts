import type { CoinEntry } from '@atrium/api';
import { pathEnabled, type CoinState, type TenantConfig } from '@atrium/platform';

/** A way from a coin's detail screen into a trade screen. */
export interface TradeLink {
  /** Which trade screen: also the message key of its button (`trade_<kind>`). */
  kind: 'contract' | 'spot' | 'second';
  to: string;
}

type Lists = Pick<CoinState, 'contractCoinList' | 'spotCoinList' | 'secondContractCoinList'>;

const listed = (list: readonly CoinEntry[], symbol: string) => list.some((c) => c.symbol === symbol);

/**
 * The trade screens a coin can be traded on: USDT-M contract when it is in the contract list,
 * spot when in the spot list, second contract when in that list and the tenant offers it.
 */
export function tradeLinks(symbol: string, lists: Lists, config: TenantConfig): TradeLink[] {
  const query = `?symbol=${encodeURIComponent(symbol)}`;
  const links: TradeLink[] = [];
  if (listed(lists.contractCoinList, symbol)) links.push({ kind: 'contract', to: `/tradeU${query}` });
  if (listed(lists.spotCoinList, symbol)) links.push({ kind: 'spot', to: `/tradeBB${query}` });
  if (listed(lists.secondContractCoinList, symbol) && pathEnabled(config, '/trade')) links.push({ kind: 'second', to: `/trade${query}` });
  return links.filter((link) => pathEnabled(config, link.to));
}
