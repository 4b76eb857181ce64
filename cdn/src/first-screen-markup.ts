/** /home's first screen as the static host knows it from the API (first-screen-reads.ts). */
export interface FirstScreen {
  /** The first banner's address, already checked (http(s) only) and resolved on the assets host. */
  bannerUrl: string | null;
  /** The first of the tenant's home coins, in its order. */
  coins: { name: string; logoUrl: string | null }[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The first banner's preload, for the head, ahead of the boot's scripts: on HTTP/1.1's six
 * connections a request is queued in document order among its equals, and the picture found in
 * the body came after a dozen scripts and styles (measured under the mobile profile: asked at once,
 * done only with the scripts, then painted only after the app had taken over). First in line, it
 * arrives while the main thread is still free to paint it.
 */
export function firstScreenHead(screen: FirstScreen): string {
  return screen.bannerUrl ? `<link rel="preload" as="image" href="${escapeHtml(screen.bannerUrl)}" fetchpriority="high">` : '';
}

/**
 * The markup of /home's first screen below the brand (the app shell's header, tenant-page.ts),
 * drawn with index.html's `app-shell__*` rules: the first banner as an image with its size
 * reserved and a high fetch priority (/home's largest paint, found by the preload scanner: no
 * script needed), then the first coin rows, as the app draws them before the first price arrives
 * ("--": the prices come over the websocket). The boxes have the app's sizes in rem
 * (home-page.module.css), so React's /home takes their place without moving what was painted.
 * Every value from the API is escaped, and addresses arrive checked (resolveAssetUrl). The banner
 * is marked, so the entry adds no preload of its own (shell/src/boot/banner-preload.ts).
 *
 * The rows follow the banner directly: the app's notices, shortcuts and headings in between need
 * its translations and route directory, which the host has not. React replaces these nodes with
 * its own (new nodes: no layout shift is counted) and the rows' place is then the app's.
 */
export function firstScreenMarkup(screen: FirstScreen): string {
  const banner = screen.bannerUrl
    ? `<div class="app-shell__banners"><img class="app-shell__banner" data-atrium-first-banner src="${escapeHtml(screen.bannerUrl)}" alt="" width="690" height="260" fetchpriority="high"></div>`
    : '';
  const rows = screen.coins
    .map((coin) => {
      // Low priority: the logos must not take the banner's bandwidth.
      const logo = coin.logoUrl ? `<img class="app-shell__logo" src="${escapeHtml(coin.logoUrl)}" alt="" width="32" height="32" fetchpriority="low">` : '<span class="app-shell__logo"></span>';
      return `<li class="app-shell__coin">${logo}<span class="app-shell__symbol">${escapeHtml(coin.name)}</span><span class="app-shell__price">--</span><span class="app-shell__change">--</span></li>`;
    })
    .join('');
  return `${banner}${rows ? `<ul class="app-shell__coins" data-atrium-first-coins>${rows}</ul>` : ''}`;
}
