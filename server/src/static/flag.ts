import { escapeXml, svg } from './svg-kit.js';

/**
 * The language picker's flags (LanguageItem.imgUrl), one per locale: the flag of the country the
 * product's code names or whose language it is (`tw` Taiwan, `iw` Israel, `hi` India, `af` South
 * Africa, `ko` South Korea, `en` the United Kingdom, `pt` Portugal). Arabic is the language of
 * some twenty countries and none stands for it; the product shows the United Arab Emirates,
 * whose flag carries no script (Saudi Arabia's is the Shahada, a creed, not a picture to put
 * beside a language name) and whose market is the one of its Arabic-speaking users. Simplified
 * drawings, recognisable at 24 px beside the language's own name; each names its country in a
 * <title>.
 */
const W = 60;
const H = 40;

const rect = (x: number, y: number, w: number, h: number, fill: string) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const field = (fill: string) => rect(0, 0, W, H, fill);
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const round = (n: number) => Math.round(n * 100) / 100;

/** Equal stripes, top to bottom ('h') or hoist to fly ('v'). */
function stripes(direction: 'h' | 'v', colours: string[]): string {
  const n = colours.length;
  return colours
    .map((c, i) => (direction === 'h' ? rect(0, round((i * H) / n), W, round(H / n + 0.5), c) : rect(round((i * W) / n), 0, round(W / n + 0.5), H, c)))
    .join('');
}

/** A star of `points` points around (cx, cy), the first pointing `angle` degrees clockwise from up. */
function star(cx: number, cy: number, outer: number, fill: string, angle = 0, points = 5, inner = outer * 0.382): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((angle + (i * 180) / points) * Math.PI) / 180;
    return `${round(cx + r * Math.sin(a))},${round(cy - r * Math.cos(a))}`;
  });
  return `<polygon points="${corners.join(' ')}" fill="${fill}"/>`;
}

/** One of the Korean flag's trigrams: three bars, whole (true) or broken (false), turned by `angle`. */
function trigram(cx: number, cy: number, angle: number, bars: [boolean, boolean, boolean]): string {
  const drawn = bars
    .map((whole, i) => {
      const y = round(-3.1 + i * 2.3);
      return whole ? rect(-4.5, y, 9, 1.6, '#000') : rect(-4.5, y, 4, 1.6, '#000') + rect(0.5, y, 4, 1.6, '#000');
    })
    .join('');
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})">${drawn}</g>`;
}

interface Flag {
  country: string;
  body: string;
}

const FLAGS: Record<string, Flag> = {
  af: {
    country: 'South Africa',
    body:
      rect(0, 0, W, H / 2, '#E03C31') +
      rect(0, H / 2, W, H / 2, '#001489') +
      `<path d="M0 0L28 20L0 40M28 20H60" fill="none" stroke="#FFF" stroke-width="13"/>` +
      `<path d="M0 0L28 20L0 40M28 20H60" fill="none" stroke="#007749" stroke-width="8"/>` +
      `<path d="M0 6.5L18.5 20L0 33.5Z" fill="#FFB81C"/><path d="M0 10L13.7 20L0 30Z" fill="#000"/>`,
  },
  ar: {
    country: 'United Arab Emirates',
    body: stripes('h', ['#00732F', '#FFFFFF', '#000000']) + rect(0, 0, 15, H, '#FF0000'),
  },
  da: { country: 'Denmark', body: field('#C8102E') + rect(18, 0, 6, H, '#FFF') + rect(0, 17, W, 6, '#FFF') },
  de: { country: 'Germany', body: stripes('h', ['#000000', '#DD0000', '#FFCE00']) },
  en: {
    country: 'United Kingdom',
    body:
      field('#012169') +
      `<path d="M0 0L${W} ${H}M${W} 0L0 ${H}" stroke="#FFF" stroke-width="7"/>` +
      `<path d="M0 0L${W} ${H}M${W} 0L0 ${H}" stroke="#C8102E" stroke-width="3"/>` +
      rect(W / 2 - 6, 0, 12, H, '#FFF') +
      rect(0, H / 2 - 6, W, 12, '#FFF') +
      rect(W / 2 - 3.5, 0, 7, H, '#C8102E') +
      rect(0, H / 2 - 3.5, W, 7, '#C8102E'),
  },
  es: { country: 'Spain', body: stripes('h', ['#AA151B', '#F1BF00', '#F1BF00', '#AA151B']) },
  fr: { country: 'France', body: stripes('v', ['#0055A4', '#FFFFFF', '#EF4135']) },
  hi: {
    country: 'India',
    body:
      stripes('h', ['#FF9933', '#FFFFFF', '#138808']) +
      `<circle cx="30" cy="20" r="5.2" fill="none" stroke="#000080" stroke-width="1.2"/>` +
      `<path d="M30 15v10M25 20h10M26.3 16.3l7.4 7.4M33.7 16.3l-7.4 7.4" stroke="#000080" stroke-width=".6"/>`,
  },
  it: { country: 'Italy', body: stripes('v', ['#009246', '#FFFFFF', '#CE2B37']) },
  iw: {
    country: 'Israel',
    body:
      field('#FFF') +
      rect(0, 4, W, 6, '#0038B8') +
      rect(0, 30, W, 6, '#0038B8') +
      `<path d="M30 12.5L36.5 23.75H23.5ZM30 27.5L23.5 16.25H36.5Z" fill="none" stroke="#0038B8" stroke-width="1.5"/>`,
  },
  ja: { country: 'Japan', body: field('#FFF') + circle(30, 20, 12, '#BC002D') },
  ko: {
    country: 'South Korea',
    body:
      field('#FFF') +
      `<g transform="rotate(33.69 30 20)">` +
      circle(30, 20, 10, '#0047A0') +
      `<path d="M20 20A10 10 0 0 1 40 20A5 5 0 0 0 30 20A5 5 0 0 1 20 20Z" fill="#CD2E3A"/></g>` +
      trigram(11.5, 8.5, -56.31, [true, true, true]) +
      trigram(48.5, 31.5, -56.31, [false, false, false]) +
      trigram(48.5, 8.5, 56.31, [false, true, false]) +
      trigram(11.5, 31.5, 56.31, [true, false, true]),
  },
  nl: { country: 'Netherlands', body: stripes('h', ['#AE1C28', '#FFFFFF', '#21468B']) },
  pl: { country: 'Poland', body: stripes('h', ['#FFFFFF', '#DC143C']) },
  pt: {
    country: 'Portugal',
    body:
      rect(0, 0, 24, H, '#006600') +
      rect(24, 0, W - 24, H, '#FF0000') +
      `<circle cx="24" cy="20" r="7" fill="none" stroke="#FFCC00" stroke-width="2"/>` +
      `<path d="M20.5 16h7v5.5a3.5 3.5 0 0 1-7 0Z" fill="#FFF" stroke="#FF0000" stroke-width="1.2"/>`,
  },
  ru: { country: 'Russia', body: stripes('h', ['#FFFFFF', '#0039A6', '#D52B1E']) },
  th: { country: 'Thailand', body: stripes('h', ['#A51931', '#F4F5F8', '#2D2A4A', '#2D2A4A', '#F4F5F8', '#A51931']) },
  tr: {
    country: 'Türkiye',
    body: field('#E30A17') + circle(22, 20, 10, '#FFF') + circle(24.5, 20, 8, '#E30A17') + star(34.5, 20, 5, '#FFF', -90),
  },
  tw: {
    country: 'Taiwan',
    body:
      field('#FE0000') +
      rect(0, 0, W / 2, H / 2, '#000095') +
      star(15, 10, 7.5, '#FFF', 0, 12, 4.4) +
      circle(15, 10, 4.2, '#000095') +
      circle(15, 10, 3.6, '#FFF'),
  },
  vi: { country: 'Vietnam', body: field('#DA251D') + star(30, 20, 11, '#FFFF00') },
  zh: {
    country: 'China',
    body:
      field('#EE1C25') +
      star(10, 10, 6, '#FFFF00') +
      star(20, 4, 2, '#FFFF00', -30) +
      star(24, 8, 2, '#FFFF00', -10) +
      star(24, 14, 2, '#FFFF00', 10) +
      star(20, 18, 2, '#FFFF00', 30),
  },
};

export const hasFlag = (locale: string) => Object.hasOwn(FLAGS, locale);

/** The country whose flag a locale shows (undefined: a locale the product does not offer). */
export const flagCountry = (locale: string): string | undefined => (hasFlag(locale) ? FLAGS[locale]!.country : undefined);

/** The flag of one locale, with rounded corners and a hairline so white fields show. */
export function flagSvg(locale: string): string {
  const flag = FLAGS[locale]!;
  return svg(
    W,
    H,
    `<title>${escapeXml(flag.country)}</title>` +
      `<defs><clipPath id="r"><rect width="${W}" height="${H}" rx="6"/></clipPath></defs>` +
      `<g clip-path="url(#r)">${flag.body}</g>` +
      `<rect x=".5" y=".5" width="${W - 1}" height="${H - 1}" rx="5.5" fill="none" stroke="#000" stroke-opacity=".15"/>`,
  );
}
