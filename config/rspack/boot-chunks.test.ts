import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { bootChunks } from './preset.mjs';
import { installedVersion } from './shared.mjs';

const root = join(import.meta.dirname, '..', '..');
const pnpm = (name: string, file: string) => ({ resource: join(root, 'node_modules', '.pnpm', name, 'node_modules', file) });

describe("the host's boot chunk groups", () => {
  const groups = bootChunks(join(root, 'shell'));
  const test = (group: 'routerDecimal' | 'atrium', module: { resource: string }) => (groups[group].test as (m: { resource: string }) => boolean)(module);

  const decimal = installedVersion(join(root, 'shell'), 'bignumber.js');
  const axios = installedVersion(join(root, 'packages', 'api'), 'axios');

  it("take the app's own bignumber.js and axios, not a lazy dependency's older copy (tronweb's)", () => {
    expect(test('routerDecimal', pnpm(`bignumber.js@${decimal}`, 'bignumber.js/dist/bignumber.mjs'))).toBe(true);
    expect(test('routerDecimal', pnpm('bignumber.js@9.1.2', 'bignumber.js/bignumber.mjs'))).toBe(false);
    expect(test('atrium', pnpm(`axios@${axios}`, 'axios/lib/axios.js'))).toBe(true);
    expect(test('atrium', pnpm('axios@1.18.0', 'axios/lib/axios.js'))).toBe(false);
  });
});
