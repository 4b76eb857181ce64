import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import { loadSymbolSpecs } from './coin-store.js';
import { MarketSimulator } from './simulator.js';

// A production app: its market draws from node:crypto.
const t = useTestApp({ app: { mode: 'production' } });

describe('production market', () => {
  it('cannot be computed: a copy of the simulator with everything public does not predict the next tick', async () => {
    const market = t.app.atrium.market;
    const now = t.app.atrium.clock.now;
    // The copy: the same code, symbols, clock and history, the old default seed, and before every
    // tick the production's prices.
    const copy = new MarketSimulator({ seed: 1, now, symbols: await loadSymbolSpecs(t.db), historyMinutes: 60 });
    const symbols = market.symbols();
    let matched = 0;
    const TICKS = 300;
    for (let i = 0; i < TICKS; i++) {
      for (const symbol of symbols) copy.setPrice(symbol, market.detail(symbol).close);
      market.tick();
      copy.tick();
      if (symbols.every((symbol) => copy.detail(symbol).close === market.detail(symbol).close)) matched++;
    }
    expect(symbols.length).toBeGreaterThan(3);
    expect(matched).toBe(0);
  });
});
