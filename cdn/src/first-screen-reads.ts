import { earlyGetUrl } from '@atrium/platform/early-gets';
import { resolveAssetUrl } from '@atrium/platform/resolve-asset-url';
import { displaySymbol } from '@atrium/platform/coin-display';
import type { FirstScreen } from './first-screen-markup';
import { createCachedReadings, READ_DEADLINE_MS, type CachedReadingsOptions } from './cached-readings';

/** The coin rows the HTML shows: what a phone's first screen holds under the header and banner. */
export const FIRST_SCREEN_ROWS = 6;

interface Wanted {
  /** The tenant's env name, sent as the API proxy sends it (api-proxy.ts `x-atrium-tenant`). */
  tenant: string;
  language: string;
  /** The tenant's assets host (config.assetsBase): addresses resolve on it as the app resolves them. */
  assetsBase: string;
}

export interface FirstScreenReaderOptions extends CachedReadingsOptions {
  apiOrigin: string;
  fetch?: typeof fetch;
}

type Coin = { symbol?: unknown; logo?: unknown; customizeFlag?: unknown; showSymbol?: unknown; coin?: unknown; baseCoin?: unknown; market?: unknown };

/**
 * /home's first screen from the same public reads the page preloads (@atrium/platform/early-gets:
 * the settings, whose first banner and home coins it takes, and the coin lists, which name them),
 * cached per tenant and language (cached-readings.ts: the HTML is never held for the API).
 * null: nothing to show (no reading in time, the API failed): the app shell.
 */
export function createFirstScreenReader(options: FirstScreenReaderOptions) {
  const doFetch = options.fetch ?? fetch;

  const getData = async (wanted: Wanted, path: '/common/getAllSetting' | '/common/getCoinList') => {
    const response = await doFetch(earlyGetUrl(`${options.apiOrigin}/api`, path, wanted.language), {
      headers: { 'x-atrium-tenant': wanted.tenant, accept: 'application/json' },
      signal: AbortSignal.timeout(READ_DEADLINE_MS),
    });
    const body = (await response.json()) as { code?: unknown; data?: unknown };
    if (!response.ok || body.code !== 200 || typeof body.data !== 'object' || body.data === null) throw new Error(`${path} answered ${response.status}`);
    return body.data as Record<string, unknown>;
  };

  const read = async (wanted: Wanted): Promise<FirstScreen> => {
    const [settings, lists] = await Promise.all([getData(wanted, '/common/getAllSetting'), getData(wanted, '/common/getCoinList')]);
    const banner = Array.isArray(settings.playing) ? (settings.playing[0] as { imgUrl?: unknown } | undefined) : undefined;
    // The app's order of the lists (@atrium/platform allCoins): spot, contract, second contract.
    const bySymbol = new Map<string, Coin>();
    for (const list of [lists.currencyList, lists.contractList, lists.coinList]) {
      for (const coin of Array.isArray(list) ? (list as Coin[]) : []) if (typeof coin.symbol === 'string' && !bySymbol.has(coin.symbol)) bySymbol.set(coin.symbol, coin);
    }
    const homeCoins = Array.isArray(settings.homeCoins) ? settings.homeCoins : [];
    const coins = homeCoins
      .flatMap((symbol) => bySymbol.get(String(symbol)) ?? [])
      .slice(0, FIRST_SCREEN_ROWS)
      .map((coin) => ({
        name: displaySymbol({ customizeFlag: Number(coin.customizeFlag), showSymbol: String(coin.showSymbol ?? ''), coin: String(coin.coin ?? ''), baseCoin: String(coin.baseCoin ?? ''), market: String(coin.market ?? '') }),
        logoUrl: resolveAssetUrl(typeof coin.logo === 'string' ? coin.logo : null, wanted.assetsBase),
      }));
    // The shortcut grid's cells, as the app's HomeMenu keeps them: open entries with an in-app path.
    // (The app also drops paths this tenant's remotes do not serve; the host has not the route
    // directory to know them: a tenant's settings should not list such entries.)
    const middleMenu = Array.isArray(settings.middleMenu) ? (settings.middleMenu as { isOpen?: unknown; linkUrl?: unknown; imgUrl?: unknown }[]) : [];
    const shortcuts = middleMenu
      .filter((entry) => entry.isOpen === true && typeof entry.linkUrl === 'string' && entry.linkUrl.startsWith('/'))
      .map((entry) => ({ iconUrl: resolveAssetUrl(typeof entry.imgUrl === 'string' ? entry.imgUrl : null, wanted.assetsBase) }));
    return { bannerUrl: resolveAssetUrl(typeof banner?.imgUrl === 'string' ? banner.imgUrl : null, wanted.assetsBase), shortcuts, coins };
  };

  const readingFor = createCachedReadings(read, options);
  return function firstScreenFor(wanted: Wanted): Promise<FirstScreen | null> {
    return readingFor(`${wanted.tenant}\n${wanted.language}\n${wanted.assetsBase}`, wanted);
  };
}
