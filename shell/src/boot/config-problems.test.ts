import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTenantConfig } from '@atrium/platform';
import { reportConfigProblems } from './config-problems';

const read = (production: boolean) =>
  readTenantConfig(
    { env: 'test', production, brand: { productName: 'Test' }, colour: 'red', flags: { walletOnly: 'yes', appDownload: { layout: 'grid' } } },
    'http://localhost',
  );

describe('config problems at start', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every ignored key in one console.error block in development, saying the defaults are in force', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = read(false);
    expect(config.problems).toHaveLength(3);
    reportConfigProblems(config);
    expect(error).toHaveBeenCalledTimes(1);
    const block = String(error.mock.calls[0]![0]);
    expect(block).toContain('tenant "test": 3 problem(s)');
    expect(block).toContain('defaults are in force');
    for (const problem of config.problems) expect(block).toContain(`  - ${problem}`);
    expect(block).toMatch(/unknown "colour"/);
    expect(block).toMatch(/"flags\.walletOnly" must be a boolean/);
    expect(block).toMatch(/"flags\.appDownload\.layout" must be list or cards/);
  });

  it('prints nothing in production, nor for a config without problems', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const production = read(true);
    expect(production.problems).toHaveLength(3);
    reportConfigProblems(production);
    reportConfigProblems(readTenantConfig({ env: 'clean', production: false, brand: { productName: 'Clean' } }, 'http://localhost'));
    expect(error).not.toHaveBeenCalled();
  });
});
