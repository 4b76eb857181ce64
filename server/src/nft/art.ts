import { escapeXml, hashString, svg } from '../static/svg-kit.js';

/**
 * Generated NFT art (GET /api/static/nft/{name}.svg): a deterministic picture per name, so the
 * seeded collections ship in the repository as code rather than as image files. The name picks a
 * palette, a background and a stack of shapes; the same name always draws the same picture.
 */
const PALETTES = [
  ['#0F172A', '#38BDF8', '#F472B6', '#FACC15'],
  ['#1E1B4B', '#A78BFA', '#34D399', '#F9FAFB'],
  ['#3F1D38', '#F97316', '#FDE68A', '#22D3EE'],
  ['#052E16', '#4ADE80', '#FEF08A', '#F43F5E'],
  ['#172554', '#60A5FA', '#FB7185', '#FDE047'],
  ['#27272A', '#E4E4E7', '#EF4444', '#14B8A6'],
];

export const nftArtUrl = (name: string) => `/api/static/nft/${name}.svg`;

/** The random stream of a name: each call gives the next 0..1 value (a small LCG over the hash). */
function streamOf(name: string): () => number {
  let state = hashString(name) || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

export function nftArtSvg(name: string): string {
  const next = streamOf(name);
  const palette = PALETTES[Math.floor(next() * PALETTES.length)]!;
  const [background, ...colours] = palette as [string, string, string, string];
  const pick = () => colours[Math.floor(next() * colours.length)]!;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = Math.round(next() * 400);
    const y = Math.round(next() * 400);
    const size = Math.round(40 + next() * 140);
    const opacity = (0.35 + next() * 0.6).toFixed(2);
    const kind = Math.floor(next() * 3);
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${pick()}" fill-opacity="${opacity}"/>`);
    else if (kind === 1) {
      const angle = Math.round(next() * 90);
      shapes.push(`<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${Math.round(size / 8)}" fill="${pick()}" fill-opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`);
    } else {
      shapes.push(`<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" fill="${pick()}" fill-opacity="${opacity}"/>`);
    }
  }
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${background}"/>${shapes.join('')}` +
      `<title>${escapeXml(name)}</title>`,
  );
}
