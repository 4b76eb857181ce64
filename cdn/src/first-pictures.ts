import { earlyGetUrl } from '@atrium/platform/early-gets';
import { picturesIn, type FirstRequest } from '@atrium/platform/first-reads';
import { resolveAssetUrl } from '@atrium/platform/resolve-asset-url';
import { createCachedReadings, READ_DEADLINE_MS, type CachedReadingsOptions } from './cached-readings';
import { escapeHtml } from './tenant-page';

export interface FirstPicturesReaderOptions extends CachedReadingsOptions {
  apiOrigin: string;
  fetch?: typeof fetch;
}

interface Wanted {
  /** The tenant's env name, sent as the API proxy sends it (api-proxy.ts `x-atrium-tenant`). */
  tenant: string;
  language: string;
  /** The tenant's assets host (config.assetsBase): addresses resolve on it as the app resolves them. */
  assetsBase: string;
  /** The page's first reads whose pictures are public (route-preloads.ts `publicPictureReads`). */
  reads: FirstRequest[];
}

/**
 * The pictures a remote page's first screen shows from its public first reads (a route's
 * `firstReads` whose `pictures` are `public`: the same for every visitor, like /nft's collections
 * and newest items), read by the host itself without a session, so that the page's HTML preloads
 * them with the boot's scripts rather than the entry once the page's own read answers, a round
 * trip later. Each read is kept per tenant, language and read (cached-readings.ts: the HTML is
 * never held for the API); a read that fails or is late names no picture. Addresses resolve on
 * the tenant's assets host as the app's images ask for them, http(s) only.
 */
export function createFirstPicturesReader(options: FirstPicturesReaderOptions) {
  const doFetch = options.fetch ?? fetch;
  const readPictures = async ({ tenant, language, assetsBase, read }: Omit<Wanted, 'reads'> & { read: FirstRequest }) => {
    const response = await doFetch(earlyGetUrl(`${options.apiOrigin}/api`, read.path, language), {
      method: read.method,
      headers: { 'x-atrium-tenant': tenant, accept: 'application/json', ...(read.method === 'POST' && { 'content-type': 'application/json' }) },
      // The body the app's client sends a read that is a POST (@atrium/platform/first-reads).
      ...(read.method === 'POST' && { body: '{}' }),
      signal: AbortSignal.timeout(READ_DEADLINE_MS),
    });
    const body = (await response.json()) as { code?: unknown };
    if (!response.ok || body.code !== 200) throw new Error(`${read.path} answered ${response.status}`);
    return read.pictures ? picturesIn(body, read.pictures).flatMap((path) => resolveAssetUrl(path, assetsBase) ?? []) : [];
  };
  const readingFor = createCachedReadings(readPictures, options);

  /** The pictures' addresses, each once, in the reads' order; [] when none is at hand in time. */
  return async function firstPicturesFor({ reads, ...wanted }: Wanted): Promise<string[]> {
    const found = await Promise.all(reads.map((read) => readingFor(`${wanted.tenant}\n${wanted.language}\n${wanted.assetsBase}\n${read.method} ${read.path}`, { ...wanted, read })));
    return [...new Set(found.flatMap((urls) => urls ?? []))];
  };
}

/** The head's preloads of a page's first pictures (addresses already checked by resolveAssetUrl). */
export const firstPicturesHead = (urls: string[]): string => urls.map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`).join('');
