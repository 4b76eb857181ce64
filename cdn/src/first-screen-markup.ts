/** /home's first screen as the static host knows it from the API (first-screen-reads.ts). */
export interface FirstScreen {
  /** The first banner's address, already checked (http(s) only) and resolved on the assets host. */
  bannerUrl: string | null;
  /** The shortcut grid's cells (the settings' open middle-menu entries), each with its icon's checked address if it has one. */
  shortcuts: { iconUrl: string | null }[];
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
 * Between the banner and the rows the app draws the notice strip, the shortcut grid and the
 * markets heading with its column titles: their words need the app's translations, so the HTML
 * keeps their boxes at the app's heights as quiet placeholders (the grid with as many cells, in
 * as many rows, as the settings' open shortcuts, each with its icon), and the first coin row is
 * painted where the app's will be. The reference is a visitor's first visit with notices (the
 * seed's): a signed-in user's watchlist section, or a tenant without notices, moves the rows when
 * the app takes over, as the app's own notices read does today.
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
  if (!rows) return banner;
  // A label's line at the app's size (font size and line height of the box): the cell is as tall as the app's.
  const cells = screen.shortcuts
    .map((cell) => `<div class="app-shell__shortcut">${cell.iconUrl ? `<img src="${escapeHtml(cell.iconUrl)}" alt="" width="28" height="28" fetchpriority="low">` : ''}<span class="app-shell__text">&nbsp;</span></div>`)
    .join('');
  const between = [
    '<div class="app-shell__notices"><span class="app-shell__text">&nbsp;</span></div>',
    cells ? `<div class="app-shell__shortcuts">${cells}</div>` : '',
    '<div class="app-shell__heading"><span class="app-shell__text">&nbsp;</span></div>',
    '<div class="app-shell__columns">&nbsp;</div>',
  ].join('');
  return `${banner}${between}<ul class="app-shell__coins" data-atrium-first-coins>${rows}</ul>`;
}
