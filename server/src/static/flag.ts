import { colourFor, escapeXml, svg } from './svg-kit.js';

/**
 * Flag-ish badges for the 21 locales: stripes, a Nordic or British cross, or a disc. They are
 * recognisable hints beside the language's own name, not heraldry. Locales that stand for a
 * script rather than a country (tw) get a neutral badge with a glyph.
 */
type Design =
  | { stripes: 'h' | 'v'; colours: string[]; disc?: { colour: string; r: number } }
  | { cross: 'nordic' | 'union'; field: string; colour: string; inner?: string }
  | { field: string; disc?: { colour: string; r: number }; glyph?: string };

const DESIGNS: Record<string, Design> = {
  af: { stripes: 'h', colours: ['#E03C31', '#FFFFFF', '#007749', '#FFFFFF', '#001489'] },
  ar: { field: '#006C35', glyph: 'ع' },
  da: { cross: 'nordic', field: '#C8102E', colour: '#FFFFFF' },
  de: { stripes: 'h', colours: ['#000000', '#DD0000', '#FFCE00'] },
  en: { cross: 'union', field: '#012169', colour: '#FFFFFF', inner: '#C8102E' },
  es: { stripes: 'h', colours: ['#AA151B', '#F1BF00', '#F1BF00', '#AA151B'] },
  fr: { stripes: 'v', colours: ['#0055A4', '#FFFFFF', '#EF4135'] },
  hi: { stripes: 'h', colours: ['#FF9933', '#FFFFFF', '#138808'], disc: { colour: '#000080', r: 5 } },
  it: { stripes: 'v', colours: ['#009246', '#FFFFFF', '#CE2B37'] },
  iw: { stripes: 'h', colours: ['#FFFFFF', '#0038B8', '#FFFFFF', '#FFFFFF', '#0038B8', '#FFFFFF'] },
  ja: { field: '#FFFFFF', disc: { colour: '#BC002D', r: 11 } },
  ko: { field: '#FFFFFF', disc: { colour: '#CD2E3A', r: 10 } },
  nl: { stripes: 'h', colours: ['#AE1C28', '#FFFFFF', '#21468B'] },
  pl: { stripes: 'h', colours: ['#FFFFFF', '#DC143C'] },
  pt: { stripes: 'v', colours: ['#006600', '#006600', '#FF0000', '#FF0000', '#FF0000'] },
  ru: { stripes: 'h', colours: ['#FFFFFF', '#0039A6', '#D52B1E'] },
  th: { stripes: 'h', colours: ['#A51931', '#F4F5F8', '#2D2A4A', '#2D2A4A', '#F4F5F8', '#A51931'] },
  tr: { field: '#E30A17', disc: { colour: '#FFFFFF', r: 9 } },
  tw: { field: '#3B4A6B', glyph: '繁' },
  vi: { field: '#DA251D', disc: { colour: '#FFFF00', r: 8 } },
  zh: { field: '#DE2910', disc: { colour: '#FFDE00', r: 7 } },
};

const W = 60;
const H = 40;

function stripes(direction: 'h' | 'v', colours: string[]): string {
  const n = colours.length;
  return colours
    .map((c, i) =>
      direction === 'h'
        ? `<rect x="0" y="${(i * H) / n}" width="${W}" height="${H / n + 0.5}" fill="${c}"/>`
        : `<rect x="${(i * W) / n}" y="0" width="${W / n + 0.5}" height="${H}" fill="${c}"/>`,
    )
    .join('');
}

function body(design: Design): string {
  if ('stripes' in design) {
    const disc = design.disc ? `<circle cx="${W / 2}" cy="${H / 2}" r="${design.disc.r}" fill="${design.disc.colour}"/>` : '';
    return stripes(design.stripes, design.colours) + disc;
  }
  if ('cross' in design) {
    const field = `<rect width="${W}" height="${H}" fill="${design.field}"/>`;
    if (design.cross === 'nordic') {
      return field + `<rect x="18" y="0" width="6" height="${H}" fill="${design.colour}"/><rect x="0" y="17" width="${W}" height="6" fill="${design.colour}"/>`;
    }
    const inner = design.inner ?? design.colour;
    return (
      field +
      `<path d="M0 0L${W} ${H}M${W} 0L0 ${H}" stroke="${design.colour}" stroke-width="7"/>` +
      `<path d="M0 0L${W} ${H}M${W} 0L0 ${H}" stroke="${inner}" stroke-width="3"/>` +
      `<rect x="${W / 2 - 6}" y="0" width="12" height="${H}" fill="${design.colour}"/><rect x="0" y="${H / 2 - 6}" width="${W}" height="12" fill="${design.colour}"/>` +
      `<rect x="${W / 2 - 3.5}" y="0" width="7" height="${H}" fill="${inner}"/><rect x="0" y="${H / 2 - 3.5}" width="${W}" height="7" fill="${inner}"/>`
    );
  }
  const disc = design.disc ? `<circle cx="${W / 2}" cy="${H / 2}" r="${design.disc.r}" fill="${design.disc.colour}"/>` : '';
  const glyph = design.glyph
    ? `<text x="${W / 2}" y="${H / 2}" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="22" fill="#fff">${escapeXml(design.glyph)}</text>`
    : '';
  return `<rect width="${W}" height="${H}" fill="${design.field}"/>` + disc + glyph;
}

export const hasFlag = (locale: string) => locale in DESIGNS;

/** The badge of one locale, with rounded corners and a hairline so white fields show. */
export function flagSvg(locale: string): string {
  const design = DESIGNS[locale] ?? { field: colourFor(locale), glyph: locale.toUpperCase() };
  return svg(
    W,
    H,
    `<defs><clipPath id="r"><rect width="${W}" height="${H}" rx="6"/></clipPath></defs>` +
      `<g clip-path="url(#r)">${body(design)}</g>` +
      `<rect x=".5" y=".5" width="${W - 1}" height="${H - 1}" rx="5.5" fill="none" stroke="#000" stroke-opacity=".15"/>`,
  );
}
