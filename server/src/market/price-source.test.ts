import { describe, expect, it } from 'vitest';
import { ABSURD_FACTOR, RandomWalk } from './price-source.js';
import { CryptoRandom, marketRandomOf, SeededRandom } from './random.js';

describe('random walk', () => {
  it('is clamped only against absurd prices: start / 1000 to start × 1000', () => {
    // Doubling, then halving, a tick: each run ends held at its bound.
    const up = new RandomWalk({ random: new SeededRandom(5), shape: { volatilityPpm: 0, drift: '1' } });
    const down = new RandomWalk({ random: new SeededRandom(5), shape: { volatilityPpm: 0, drift: '-0.5' } });
    let high = '100';
    let low = '100';
    for (let i = 0; i < 40; i++) {
      high = up.next('x', high, i);
      low = down.next('x', low, i);
    }
    expect(high).toBe(String(100 * ABSURD_FACTOR));
    expect(low).toBe(String(100 / ABSURD_FACTOR));
    // Within them it moves freely: 2^9 × 100 is not cut.
    expect(Number(new RandomWalk({ random: new SeededRandom(5), shape: { volatilityPpm: 0, drift: '511' } }).next('y', '100', 0))).toBe(51_200);
  });

  it('moves each symbol by its own drift and volatility', () => {
    const walk = new RandomWalk({ random: new SeededRandom(1), shape: { volatilityPpm: 300 }, symbols: { up: { volatilityPpm: 0, drift: '0.001' } } });
    expect(walk.next('up', '100', 0)).toBe('100.1');
    const other = Number(walk.next('other', '100', 0));
    expect(Math.abs(other - 100)).toBeLessThanOrEqual(0.03);
  });
});

describe('market randomness', () => {
  const draws = (source: { nextUint32(): number }) => Array.from({ length: 8 }, () => source.nextUint32());

  it('development: seeded and reproducible (MARKET_SEED, default 1)', () => {
    expect(draws(marketRandomOf('development', 7).random)).toEqual(draws(new SeededRandom(7)));
    expect(marketRandomOf('development', undefined).seed).toBe(1);
  });

  it('production: refuses a seed and draws from node:crypto', () => {
    expect(() => marketRandomOf('production', 1)).toThrow(/MARKET_SEED is for development only/);
    const { random } = marketRandomOf('production', undefined);
    expect(random).toBeInstanceOf(CryptoRandom);
    expect(draws(random)).not.toEqual(draws(marketRandomOf('production', undefined).random));
  });

  it('draws crypto integers in range, every value reachable', () => {
    const random = new CryptoRandom();
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = random.signed(3);
      expect(value).toBeGreaterThanOrEqual(-3);
      expect(value).toBeLessThanOrEqual(3);
      seen.add(value);
    }
    expect(seen.size).toBe(7);
  });
});
