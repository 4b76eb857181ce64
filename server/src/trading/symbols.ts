import type { Queryable } from '../db/db.js';
import { Dec } from '../funds/amount.js';
import { BusinessError } from '../http/reply.js';
import type { MarketSimulator } from '../market/simulator.js';

/** The coin list each product trades (spec §3): contractList, currencyList (spot), coinList (second contract). */
export type Product = 'contract' | 'spot' | 'second';

const COLUMN: Record<Product, string> = { contract: 'in_contract', spot: 'in_spot', second: 'in_second_contract' };

const NOT_TRADED: Record<Product, string> = {
  contract: 'This symbol cannot be traded as a contract',
  spot: 'This symbol cannot be traded on spot',
  second: 'This symbol has no second contract',
};

export interface TradedSymbol {
  /** As the coin list spells it ("btcusdt", "XAUUSD"): what orders store and answer. */
  symbol: string;
  /** The coin traded, lower case as in the ledger ("btc", "xau"). */
  coin: string;
  /** What it is priced in, lower case ("usdt", "usd"). */
  quote: string;
}

/** A symbol of the product's list, matched without regard to case; a business failure otherwise. */
export async function requireSymbol(db: Queryable, product: Product, raw: string | undefined): Promise<TradedSymbol> {
  const text = raw?.trim() ?? '';
  if (!text) throw new BusinessError('Please choose a symbol');
  const [row] = await db.query<{ symbol: string; coin: string; quote: string }>(
    `SELECT symbol, lower(coin) AS coin, lower(base_coin) AS quote FROM coins WHERE lower(symbol) = lower($1) AND ${COLUMN[product]}`,
    [text],
  );
  if (!row) throw new BusinessError(NOT_TRADED[product]);
  return row;
}

/** The market's last price of a symbol (the market speaks lower case). */
export function lastPrice(market: MarketSimulator, symbol: string): Dec {
  if (!market.has(symbol)) throw new BusinessError(`There is no price for ${symbol} now`);
  return new Dec(market.detail(symbol.toLowerCase()).close);
}

/** The last prices of the symbols the market knows, read once: one check of the engine sees one price per symbol. */
export function priceSnapshot(market: MarketSimulator): Map<string, Dec> {
  return new Map(market.symbols().map((s) => [s, new Dec(market.detail(s).close)]));
}

export const snapshotPrice = (prices: Map<string, Dec>, symbol: string) => prices.get(symbol.toLowerCase());
