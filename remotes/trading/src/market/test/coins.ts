import type { CoinEntry, CoinLists } from '@atrium/api';
import type { MarketDetail } from '@atrium/platform';

/** A listed coin as getCoinList sends it. */
export function coin(symbol: string, patch: Partial<CoinEntry> = {}): CoinEntry {
  const mt5 = patch.coinType === 3;
  const base = mt5 ? symbol.slice(-3) : 'usdt';
  return {
    baseCoin: base,
    coin: symbol.slice(0, symbol.length - base.length),
    symbol,
    showSymbol: '',
    customizeFlag: 1,
    market: mt5 ? 'mt5' : 'binance',
    coinType: mt5 ? 3 : 1,
    amount: '1',
    open: '1',
    logo: `https://assets.example/${symbol}.png`,
    ...patch,
  };
}

/** A DETAIL frame's data. */
export function detail(close: string, patch: Partial<MarketDetail> = {}): MarketDetail {
  return {
    close,
    openPrice: close,
    change: '0',
    priceChangePercent: '0',
    volume: '100',
    volume2: '1000',
    volume24: '100',
    high24: close,
    low24: close,
    ts: 1,
    ...patch,
  };
}

export const BTC = coin('btcusdt', { amount: '67000', open: '66000' });
export const ETH = coin('ethusdt', { amount: '3500', open: '3400' });
export const SOL = coin('solusdt', { amount: '150', open: '140' });
export const SHIB = coin('shibusdt', { customizeFlag: 2, showSymbol: 'SHIB/USDT (1K)' });
export const XAU = coin('XAUUSD', { coinType: 3, coin: 'XAU', baseCoin: 'USD', amount: '2300', open: '2290' });

/** The coin lists of a tenant with every product: BTC and ETH everywhere, SOL spot only, XAU second and contract. */
export function coinLists(): CoinLists {
  return {
    coinList: [BTC, ETH, XAU],
    currencyList: [BTC, ETH, SOL, SHIB],
    contractList: [BTC, ETH, XAU],
  };
}
