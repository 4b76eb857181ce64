import { randomInt } from 'node:crypto';

/** Characters that cannot be mistaken for one another (no 0/O, 1/I/l). Answers compare case-insensitively. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

export type CaptchaType = 'LOGIN' | 'REGISTER';
export const CAPTCHA_TYPES: readonly string[] = ['LOGIN', 'REGISTER'];

/**
 * Image captchas, remembered in memory per tenant, client address and codeType (the spec's image
 * URL carries only codeType and a timestamp, so the address is what ties the image to the later
 * sign-in). A newer image replaces the older; an answer is checked once and then forgotten.
 */
export class CaptchaStore {
  private readonly entries = new Map<string, { answer: string; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  issue(tenant: string, client: string, type: CaptchaType): string {
    let answer = '';
    for (let i = 0; i < LENGTH; i++) answer += ALPHABET[randomInt(ALPHABET.length)];
    const key = keyOf(tenant, client, type);
    this.entries.delete(key);
    this.entries.set(key, { answer, expiresAt: this.now() + TTL_MS });
    // Map keeps insertion order: the first entries are the oldest.
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return answer;
  }

  /** Checks and consumes: right or wrong, the same image cannot be tried twice. */
  verify(tenant: string, client: string, type: CaptchaType, given: string | undefined): boolean {
    const key = keyOf(tenant, client, type);
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (!entry || entry.expiresAt < this.now() || !given) return false;
    return entry.answer === given.trim().toUpperCase();
  }

  /** The current answer without consuming it (development endpoint for tests). */
  peek(tenant: string, client: string, type: CaptchaType): string | undefined {
    const entry = this.entries.get(keyOf(tenant, client, type));
    return entry && entry.expiresAt >= this.now() ? entry.answer : undefined;
  }

  clear(): void {
    this.entries.clear();
  }
}

const keyOf = (tenant: string, client: string, type: CaptchaType) => `${tenant}|${client}|${type}`;

/**
 * The captcha picture: the characters, each turned and shifted, behind and across noise curves
 * and dots. Drawn as SVG text, which keeps it dependency-free; it is a speed bump, not a wall.
 */
export function captchaSvg(answer: string): string {
  const width = 120;
  const height = 40;
  const r = (min: number, max: number) => min + randomInt(max - min + 1);
  const colour = () => `hsl(${r(0, 359)} ${r(40, 70)}% ${r(25, 45)}%)`;
  const lines = Array.from(
    { length: 4 },
    () =>
      `<path d="M${r(0, 20)} ${r(5, 35)} Q${r(30, 90)} ${r(0, 40)} ${r(100, 120)} ${r(5, 35)}" stroke="${colour()}" stroke-width="${r(1, 2)}" fill="none" opacity=".6"/>`,
  ).join('');
  const dots = Array.from({ length: 30 }, () => `<circle cx="${r(0, width)}" cy="${r(0, height)}" r="1" fill="${colour()}" opacity=".5"/>`).join('');
  const glyphs = [...answer]
    .map((c, i) => {
      const x = 18 + i * 26 + r(-3, 3);
      const y = 28 + r(-4, 4);
      return `<text x="${x}" y="${y}" transform="rotate(${r(-25, 25)} ${x} ${y})" font-family="Verdana,Arial,sans-serif" font-size="${r(22, 27)}" font-weight="700" fill="${colour()}">${c}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#f3f5f9"/>${dots}${glyphs}${lines}</svg>`
  );
}
