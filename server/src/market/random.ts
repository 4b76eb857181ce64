/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence, so a
 * simulator driven tick by tick in a test produces the same prices every run. Not for secrets.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [0, n). Integers only, so no float ever reaches a price. */
  int(n: number): number {
    return this.nextUint32() % n;
  }

  /** An integer in [-bound, bound]. */
  signed(bound: number): number {
    return this.int(2 * bound + 1) - bound;
  }
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
