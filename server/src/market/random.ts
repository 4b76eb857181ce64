import { randomBytes } from 'node:crypto';

/**
 * Where the market's randomness comes from. Production draws it from node:crypto (CryptoRandom):
 * nothing a client can see or copy lets it compute the next tick. Development and tests inject a
 * SeededRandom, so a simulator driven tick by tick gives the same prices every run.
 */
export interface RandomSource {
  /** The next 32-bit unsigned integer. */
  nextUint32(): number;
  /** An integer in [0, n). Integers only, so no float ever reaches a price. */
  int(n: number): number;
  /** An integer in [-bound, bound]. */
  signed(bound: number): number;
}

/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence. Its state
 * is 32 bits: anyone who sees a few outputs can find it, so it is for development and tests only.
 */
export class SeededRandom implements RandomSource {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [0, n) (a slight modulo bias: harmless for a test market, and the sequences stay those of before). */
  int(n: number): number {
    return this.nextUint32() % n;
  }

  signed(bound: number): number {
    return this.int(2 * bound + 1) - bound;
  }
}

const CRYPTO_BUFFER_BYTES = 4096;

/**
 * The production source: node:crypto's CSPRNG, read 4 KiB at a time (a tick draws a few words per
 * symbol; one system call per thousand words). No seed and no state a client could rebuild.
 */
export class CryptoRandom implements RandomSource {
  private buffer = Buffer.alloc(0);
  private offset = 0;

  nextUint32(): number {
    if (this.offset + 4 > this.buffer.length) {
      this.buffer = randomBytes(CRYPTO_BUFFER_BYTES);
      this.offset = 0;
    }
    const value = this.buffer.readUInt32LE(this.offset);
    this.offset += 4;
    return value;
  }

  /** An integer in [0, n), n ≤ 2^32, without modulo bias: draws past the last whole multiple of n are drawn again. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`bad range: ${n}`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const draw = this.nextUint32();
      if (draw < limit) return draw % n;
    }
  }

  signed(bound: number): number {
    return this.int(2 * bound + 1) - bound;
  }
}

/**
 * The market's random source for a mode: development takes MARKET_SEED (default 1) and is
 * reproducible; production refuses a seed (a seeded market can be computed by anyone who finds the
 * seed) and draws from node:crypto. `seed` then shapes only what is public anyway (the synthetic
 * past before the start, the order book's amounts), and is itself drawn at random.
 */
export function marketRandomOf(mode: 'development' | 'production', seed: number | undefined): { random: RandomSource; seed: number } {
  if (mode === 'development') {
    const value = seed ?? 1;
    if (!Number.isInteger(value)) throw new RangeError(`MARKET_SEED must be a whole number, not ${seed}`);
    return { random: new SeededRandom(value), seed: value };
  }
  if (seed !== undefined) {
    throw new RangeError('MARKET_SEED is for development only: a production market draws its prices from node:crypto and takes no seed');
  }
  const random = new CryptoRandom();
  return { random, seed: random.nextUint32() };
}

/** A stable 32-bit number of some text (FNV-1a): seeds derived from names, the same every run. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
