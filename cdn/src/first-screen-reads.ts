import { earlyGetUrl } from '@atrium/platform/early-gets';
import { resolveAssetUrl } from '@atrium/platform/resolve-asset-url';
import { displaySymbol } from '@atrium/platform/coin-display';
import type { FirstScreen } from './first-screen-markup';

/**
 * How long a page with nothing cached for its tenant and language waits for the API's first-screen
 * reads before it goes out as the app shell: the HTML is never held for the API (issue 24). A
 * local API answers both reads well within it; a slow one costs the first visitor at most this.
 */
export const FIRST_SCREEN_WAIT_MS = 150;
/** How long a reading is served as it is; older, it is still served while a new one is read (stale-while-revalidate). */
export const FIRST_SCREEN_FRESH_MS = 10_000;
/** How long one read may take in the background before it is given up (a hung API holds nothing). */
const READ_DEADLINE_MS = 5_000;
/** The coin rows the HTML shows: what a phone's first screen holds under the header and banner. */
export const FIRST_SCREEN_ROWS = 6;
/** The readings kept (tenant × language): a cookie names any locale code, so the map has a bound. */
const KEPT_READINGS = 200;

interface Wanted {
  /** The tenant's env name, sent as the API proxy sends it (api-proxy.ts `x-atrium-tenant`). */
  tenant: string;
  language: string;
  /** The tenant's assets host (config.assetsBase): addresses resolve on it as the app resolves them. */
  assetsBase: string;
}

export interface FirstScreenReaderOptions {
  apiOrigin: string;
  waitMs?: number;
  freshMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

type Coin = { symbol?: unknown; logo?: unknown; customizeFlag?: unknown; showSymbol?: unknown; coin?: unknown; baseCoin?: unknown; market?: unknown };

/**
 * /home's first screen from the same public reads the page preloads (@atrium/platform/early-gets:
 * the settings, whose first banner and home coins it takes, and the coin lists, which name them),
 * cached per tenant and language: a cached reading answers at once (and is refreshed in the
 * background once older than FIRST_SCREEN_FRESH_MS); with none, the page waits at most
 * FIRST_SCREEN_WAIT_MS. null: nothing to show (no reading in time, the API failed): the app shell.
 */
export function createFirstScreenReader(options: FirstScreenReaderOptions) {
  const waitMs = options.waitMs ?? FIRST_SCREEN_WAIT_MS;
  const freshMs = options.freshMs ?? FIRST_SCREEN_FRESH_MS;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const readings = new Map<string, { screen: FirstScreen; at: number }>();
  const reading = new Map<string, Promise<FirstScreen | null>>();

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

  /** One read at a time per key; its result replaces the kept reading. */
  const refresh = (key: string, wanted: Wanted) => {
    const running = reading.get(key);
    if (running) return running;
    const next = read(wanted)
      .then((screen) => {
        readings.delete(key);
        readings.set(key, { screen, at: now() });
        if (readings.size > KEPT_READINGS) readings.delete(readings.keys().next().value!);
        return screen;
      })
      .catch(() => null)
      .finally(() => reading.delete(key));
    reading.set(key, next);
    return next;
  };

  return function firstScreenFor(wanted: Wanted): Promise<FirstScreen | null> {
    const key = `${wanted.tenant}\n${wanted.language}\n${wanted.assetsBase}`;
    const kept = readings.get(key);
    if (kept) {
      if (now() - kept.at > freshMs) void refresh(key, wanted);
      return Promise.resolve(kept.screen);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
    return Promise.race([refresh(key, wanted), late]).finally(() => clearTimeout(timer));
  };
}
