/**
 * The seeded symbols. Which list a coin appears in: coinList = second contract, currencyList =
 * spot, contractList = contract (spec §3 "Coin store"). start is a plausible price to begin the
 * simulator's walk from; decimals are what the market quotes prices and amounts with.
 */
export interface CoinSeed {
  coin: string;
  base?: string;
  /** MT5 symbols keep their case and are quoted in USD (coinType 3). */
  mt5?: boolean;
  start: string;
  priceDp: number;
  amountDp: number;
  tradeSize: string;
  lists: ('second' | 'spot' | 'contract')[];
  /** customizeFlag 2: the lists show this instead of the symbol. */
  customShow?: string;
}

const ALL: CoinSeed['lists'] = ['second', 'spot', 'contract'];

export const COINS: CoinSeed[] = [
  { coin: 'btc', start: '67250.5', priceDp: 2, amountDp: 5, tradeSize: '0.05', lists: ALL },
  { coin: 'eth', start: '3512.42', priceDp: 2, amountDp: 4, tradeSize: '0.8', lists: ALL },
  { coin: 'bnb', start: '582.3', priceDp: 2, amountDp: 3, tradeSize: '3', lists: ALL },
  { coin: 'sol', start: '148.65', priceDp: 3, amountDp: 3, tradeSize: '20', lists: ALL },
  { coin: 'xrp', start: '0.5234', priceDp: 5, amountDp: 1, tradeSize: '3000', lists: ALL },
  { coin: 'ada', start: '0.4512', priceDp: 5, amountDp: 1, tradeSize: '4000', lists: ALL },
  { coin: 'doge', start: '0.15023', priceDp: 6, amountDp: 0, tradeSize: '12000', lists: ALL },
  { coin: 'trx', start: '0.12187', priceDp: 6, amountDp: 1, tradeSize: '15000', lists: ALL },
  { coin: 'ltc', start: '83.27', priceDp: 3, amountDp: 3, tradeSize: '25', lists: ALL },
  { coin: 'dot', start: '7.214', priceDp: 4, amountDp: 2, tradeSize: '300', lists: ALL },
  { coin: 'link', start: '14.832', priceDp: 4, amountDp: 2, tradeSize: '150', lists: ['spot', 'contract'] },
  { coin: 'avax', start: '35.41', priceDp: 3, amountDp: 2, tradeSize: '60', lists: ['spot', 'contract'] },
  { coin: 'matic', start: '0.7125', priceDp: 5, amountDp: 1, tradeSize: '3000', lists: ['spot', 'contract'] },
  { coin: 'shib', start: '0.00002413', priceDp: 9, amountDp: 0, tradeSize: '80000000', lists: ['spot', 'contract'], customShow: 'SHIB/USDT (1K)' },
  { coin: 'uni', start: '9.876', priceDp: 4, amountDp: 2, tradeSize: '200', lists: ['spot'] },
  { coin: 'atom', start: '8.645', priceDp: 4, amountDp: 2, tradeSize: '250', lists: ['spot'] },
  { coin: 'etc', start: '26.73', priceDp: 3, amountDp: 2, tradeSize: '80', lists: ['spot', 'contract'] },
  { coin: 'bch', start: '468.9', priceDp: 2, amountDp: 4, tradeSize: '4', lists: ['spot', 'contract'] },
  { coin: 'fil', start: '5.832', priceDp: 4, amountDp: 2, tradeSize: '400', lists: ['spot'] },
  { coin: 'near', start: '6.143', priceDp: 4, amountDp: 2, tradeSize: '400', lists: ['spot'] },
  { coin: 'apt', start: '8.912', priceDp: 4, amountDp: 2, tradeSize: '250', lists: ['spot'] },
  { coin: 'arb', start: '0.9834', priceDp: 5, amountDp: 1, tradeSize: '2000', lists: ['spot'] },
  { coin: 'op', start: '2.137', priceDp: 4, amountDp: 2, tradeSize: '900', lists: ['spot'] },
  { coin: 'ton', start: '6.874', priceDp: 4, amountDp: 2, tradeSize: '350', lists: ['spot', 'second'] },
  { coin: 'xlm', start: '0.10453', priceDp: 6, amountDp: 1, tradeSize: '20000', lists: ['spot'] },
  { coin: 'pepe', start: '0.00001187', priceDp: 9, amountDp: 0, tradeSize: '150000000', lists: ['spot'], customShow: 'PEPE/USDT (1K)' },
  { coin: 'XAU', base: 'USD', mt5: true, start: '2341.85', priceDp: 2, amountDp: 2, tradeSize: '2', lists: ['second', 'contract'] },
  { coin: 'XAG', base: 'USD', mt5: true, start: '29.412', priceDp: 3, amountDp: 1, tradeSize: '50', lists: ['second'] },
];

/** The symbol of a seeded coin: lower case on USDT ("btcusdt"), upper case for MT5 ("XAUUSD"). */
export function symbolOf(seed: CoinSeed): string {
  return seed.mt5 ? `${seed.coin}${seed.base ?? 'USD'}`.toUpperCase() : `${seed.coin}${seed.base ?? 'usdt'}`.toLowerCase();
}
