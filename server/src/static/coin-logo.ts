import { colourFor, escapeXml, svg } from './svg-kit.js';

/** Brand colours of the well-known coins; anything else gets a colour from its name. */
const COIN_COLOURS: Record<string, string> = {
  btc: '#F7931A', eth: '#627EEA', usdt: '#26A17B', usdc: '#2775CA', bnb: '#F3BA2F', sol: '#9945FF',
  xrp: '#23292F', ada: '#0033AD', doge: '#C2A633', trx: '#EB0029', ltc: '#345D9D', dot: '#E6007A',
  link: '#2A5ADA', avax: '#E84142', matic: '#8247E5', shib: '#FFA409', uni: '#FF007A', atom: '#2E3148',
  etc: '#328332', bch: '#8DC351', fil: '#0090FF', near: '#000000', apt: '#06B6A4', arb: '#28A0F0',
  op: '#FF0420', ton: '#0098EA', xlm: '#14B6E7', pepe: '#3D9C34', xau: '#C9A227', xag: '#8E9AA6',
};

/** A coin logo: a filled circle with the coin's first letters. */
export function coinLogoSvg(coin: string): string {
  const name = coin.toLowerCase();
  const fill = COIN_COLOURS[name] ?? colourFor(name);
  const letters = escapeXml(name.slice(0, name.length > 4 ? 3 : 4).toUpperCase());
  const fontSize = letters.length <= 2 ? 26 : letters.length === 3 ? 20 : 16;
  return svg(
    64,
    64,
    `<circle cx="32" cy="32" r="31" fill="${fill}"/>` +
      `<circle cx="32" cy="32" r="26" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="2"/>` +
      `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${letters}</text>`,
  );
}
