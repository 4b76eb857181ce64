import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { root } from '../bench-platform';
import { withProbeForTrading } from './floor-tenant';

type Config = { env: string; channels: Record<string, Record<string, string>>; remotes: Record<string, { enabled: boolean; channel?: string; prefixes?: string[] }> };

/** The tenant config as a page reads it: the script run with a location. */
function evaluate(source: string): Config {
  const window = {} as { __ATRIUM_PLATFORM_CONFIG__?: Config };
  runInNewContext(source, { window, location: new URL('http://localhost:8680/home') });
  return window.__ATRIUM_PLATFORM_CONFIG__!;
}

describe("the floor's tenant", () => {
  const atrium = readFileSync(join(root, 'config', 'platform', 'atrium', 'config.js'), 'utf8');

  it('is atrium with the probe in trading’s place, on the same channel and prefixes', () => {
    const before = evaluate(atrium);
    const floor = evaluate(withProbeForTrading(atrium));
    expect(floor.remotes.trading).toBeUndefined();
    expect(floor.remotes['floor-probe']).toEqual(before.remotes.trading);
    expect(floor.channels.stable!['floor-probe']).toBe(before.channels.stable!.trading);
    const { trading: _trading, ...others } = before.remotes;
    const { 'floor-probe': _probe, ...floorOthers } = floor.remotes;
    expect(floorOthers).toEqual(others);
    expect(floor.env).toBe(before.env);
  });

  it('refuses a config that does not name trading as it expects', () => {
    expect(() => withProbeForTrading(atrium.replace(/trading:/g, 'markets:'))).toThrow(/name trading twice/);
  });
});
