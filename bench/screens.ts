import type { Screen } from './page-loads';

/**
 * The screens whose loads the benchmark measures: /home and each remote's first route, each with
 * an element that only shows once the screen has drawn its content, and whether it is measured
 * signed in (the report matches each remote page with the floor of the same kind of visit).
 */
export const SCREENS: Screen[] = [
  { path: '/home', content: '[data-testid="coin-btcusdt"]', signedIn: false },
  { path: '/quote', content: '[data-testid="quote-list"] [data-testid^="quote-row-"]', signedIn: false, remote: 'trading' },
  { path: '/detail?symbol=btcusdt', content: '[data-testid="watch-star-btcusdt"]', signedIn: true, remote: 'trading' },
  { path: '/assets', content: '[data-testid="balance-funding-usdt"]', signedIn: true, remote: 'funds' },
  { path: '/uplan', content: '[data-testid^="uplan-product-"]', signedIn: true, remote: 'uplan' },
  { path: '/nft', content: '[data-testid="nft-collection"]', signedIn: true, remote: 'nft' },
  { path: '/defi', content: '[data-testid="defi-divide"]', signedIn: true, remote: 'defi-finance' },
];
