import { colourFor, escapeXml, svg } from './svg-kit.js';

/** 24×24 line drawings (stroke paths) for the tab bar and the menus. */
const GLYPHS: Record<string, string> = {
  // tab bar
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  quote: 'M3 20h18M5 16l4-5 4 3 6-8M15 6h4v4',
  trade: 'M4 8h14l-3-3M20 16H6l3 3',
  defi: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5',
  assets: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h1',
  // menus
  recharge: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  withdraw: 'M12 21V9M7 14l5-5 5 5M4 4h16',
  swap: 'M7 4v16M7 4L3 8M7 4l4 4M17 20V4M17 20l-4-4M17 20l4-4',
  transfer: 'M4 12h16M14 6l6 6-6 6',
  uplan: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  loan: 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  pledge: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  financial: 'M3 21h18M5 21V10M9 21V10M15 21V10M19 21V10M2 10l10-6 10 6z',
  nft: 'M4 4h16v16H4zM4 15l5-5 4 4 3-3 4 4',
  subscription: 'M12 21s-7-4.5-7-11a7 7 0 0 1 14 0c0 6.5-7 11-7 11zM12 7v6M9 10h6',
  notice: 'M6 8a6 6 0 0 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  language: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20',
  service: 'M3 14v-2a9 9 0 0 1 18 0v2M21 14v3a2 2 0 0 1-2 2h-1v-6h3zM3 14v3a2 2 0 0 0 2 2h1v-6H3z',
  download: 'M12 3v12M7 10l5 5 5-5M5 21h14',
  about: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  vip: 'M3 7l4 10h10l4-10-5 4-4-6-4 6z',
  terms: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  privacy: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
};

const INACTIVE = '#8A8F99';
const ACTIVE = '#2F6BFF';

export const hasIcon = (key: string) => key in GLYPHS;

/** A tab icon: grey when unchecked, brand blue when checked. */
export function tabIconSvg(key: string, active: boolean): string {
  const path = GLYPHS[key] ?? GLYPHS.about!;
  const colour = active ? ACTIVE : INACTIVE;
  const fill = active ? `<path d="${path}" fill="${colour}" fill-opacity=".12" stroke="none"/>` : '';
  return svg(
    24,
    24,
    `${fill}<path d="${path}" fill="none" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** A menu icon: the glyph in white on a soft coloured tile. */
export function menuIconSvg(key: string): string {
  const path = GLYPHS[key] ?? GLYPHS.about!;
  const tile = colourFor(key);
  return svg(
    48,
    48,
    `<rect width="48" height="48" rx="14" fill="${tile}"/>` +
      `<g transform="translate(12 12)"><path d="${path}" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  );
}

/** A customer-service avatar: a headset on a disc, with the entry's number. */
export function supportIconSvg(name: string): string {
  const label = escapeXml(name.replace(/\D/g, '').slice(0, 2) || '');
  return svg(
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="${colourFor(`support-${name}`)}"/>` +
      `<g transform="translate(12 10)"><path d="${GLYPHS.service}" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></g>` +
      (label
        ? `<text x="24" y="41" text-anchor="middle" font-family="Arial,sans-serif" font-size="9" font-weight="700" fill="#fff">${label}</text>`
        : ''),
  );
}
