import { colourFor, escapeXml, hashString, svg } from './svg-kit.js';

/**
 * A home-screen banner's picture (Settings.playing): a gradient card with no words in it. Its
 * headline is text the app draws over it in the reader's language (db/seed/content/banners.ts),
 * so one picture serves every language and the preloaded first banner is right for all of them.
 * 750 × 300, as before: the app reserves that shape, nothing moves when it arrives.
 */
export function bannerSvg(name: string): string {
  const from = colourFor(`${name}-a`);
  const to = colourFor(`${name}-b`);
  const seed = hashString(name);
  const circles = [0, 1, 2]
    .map((i) => `<circle cx="${520 + ((seed >> (i * 4)) & 0xff)}" cy="${40 + i * 90}" r="${60 + i * 25}" fill="#fff" fill-opacity=".08"/>`)
    .join('');
  return svg(
    750,
    300,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="750" height="300" rx="24" fill="url(#g)"/>${circles}`,
  );
}

/** The wordmark's lettering: near-black for light headers, near-white for dark ones. */
const LETTERING = { light: '#1B1F29', dark: '#F2F4F8' } as const;

/**
 * A tenant's wordmark: `atrium` for light headers (Settings.logo), `atrium-dark` with light
 * lettering for dark ones (Settings.logoDark). The mark keeps its colour: white on it reads on both.
 */
export function brandLogoSvg(file: string): string {
  const header = file.endsWith('-dark') ? 'dark' : 'light';
  const tenant = header === 'dark' ? file.slice(0, -'-dark'.length) : file;
  const name = tenant.charAt(0).toUpperCase() + tenant.slice(1);
  const colour = colourFor(tenant);
  return svg(
    200,
    48,
    `<rect x="2" y="6" width="36" height="36" rx="10" fill="${colour}"/>` +
      `<text x="20" y="24" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(name.charAt(0))}</text>` +
      `<text x="48" y="24" dy=".35em" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="${LETTERING[header]}">${escapeXml(name)}</text>`,
  );
}
