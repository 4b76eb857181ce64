import type { Queryable } from '../db/db.js';
import type { CoinEntry, CoinLists } from '../contract.js';
import { coinLogoUrl } from '../static/urls.js';
import type { MarketSimulator, SymbolSpec } from './simulator.js';

interface CoinRow {
  symbol: string;
  coin: string;
  baseCoin: string;
  showSymbol: string;
  customizeFlag: number;
  market: string;
  coinType: number;
  inSecondContract: boolean;
  inSpot: boolean;
  inContract: boolean;
  startPrice: string;
  pricePrecision: number;
  amountPrecision: number;
  tradeSize: string;
}

async function loadCoins(db: Queryable): Promise<CoinRow[]> {
  return db.query<CoinRow>(
    `SELECT symbol, coin, base_coin AS "baseCoin", show_symbol AS "showSymbol", customize_flag AS "customizeFlag",
            market, coin_type AS "coinType", in_second_contract AS "inSecondContract", in_spot AS "inSpot",
            in_contract AS "inContract", start_price::text AS "startPrice", price_precision AS "pricePrecision",
            amount_precision AS "amountPrecision", trade_size::text AS "tradeSize"
       FROM coins ORDER BY sort, symbol`,
  );
}

/** What the simulator trades: every seeded symbol, lower case. */
export async function loadSymbolSpecs(db: Queryable): Promise<SymbolSpec[]> {
  return (await loadCoins(db)).map((c) => ({
    symbol: c.symbol.toLowerCase(),
    startPrice: c.startPrice,
    pricePrecision: c.pricePrecision,
    amountPrecision: c.amountPrecision,
    tradeSize: c.tradeSize,
  }));
}

/**
 * GET /api/common/getCoinList. amount and open are the live last price and the 24 h opening price
 * from the market, so the first paint has prices before the socket's first frame.
 */
export async function coinLists(db: Queryable, market: MarketSimulator): Promise<CoinLists> {
  const rows = await loadCoins(db);
  const entry = (c: CoinRow): CoinEntry => {
    const quote = market.quote(c.symbol);
    return {
      baseCoin: c.baseCoin,
      coin: c.coin,
      symbol: c.symbol,
      showSymbol: c.showSymbol,
      customizeFlag: c.customizeFlag,
      market: c.market,
      coinType: c.coinType,
      amount: quote?.price ?? c.startPrice,
      open: quote?.open ?? c.startPrice,
      logo: coinLogoUrl(c.coin),
    };
  };
  return {
    coinList: rows.filter((c) => c.inSecondContract).map(entry),
    currencyList: rows.filter((c) => c.inSpot).map(entry),
    contractList: rows.filter((c) => c.inContract).map(entry),
  };
}

/** A listed symbol (in any of the three lists), matched without regard to case: its spelling in the lists, or undefined. */
export async function listedSymbol(db: Queryable, symbol: string): Promise<string | undefined> {
  const [row] = await db.query<{ symbol: string }>(
    'SELECT symbol FROM coins WHERE lower(symbol) = lower($1) AND (in_second_contract OR in_spot OR in_contract)',
    [symbol],
  );
  return row?.symbol;
}

/** The symbol of an MT5 coin (coinType 3) named by its coin, or by its symbol, without regard to case. */
export async function mt5Symbol(db: Queryable, coin: string): Promise<string | undefined> {
  const [row] = await db.query<{ symbol: string }>(
    'SELECT symbol FROM coins WHERE coin_type = 3 AND (lower(coin) = lower($1) OR lower(symbol) = lower($1)) ORDER BY sort LIMIT 1',
    [coin],
  );
  return row?.symbol;
}
