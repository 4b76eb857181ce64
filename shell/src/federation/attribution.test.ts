import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTenantConfig, setTenant } from '@atrium/platform';
import { attribute, timed } from './attribution';

const tenantWith = (production: boolean, endpoint: string) =>
  setTenant(readTenantConfig({ env: 'test', production, brand: { productName: 'Test' }, reporting: { endpoint } }, 'https://x'));

const beacon = vi.fn(() => true);
beforeEach(() => {
  vi.stubGlobal('navigator', { sendBeacon: beacon });
  beacon.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('remote attribution', () => {
  it('logs errors and timings to the console in development, tagged with remote, version and tenant', async () => {
    tenantWith(false, 'https://collect.example/events');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    attribute({ kind: 'error', remote: 'content', version: '2.0.0', what: 'load', message: 'boom' });
    await timed('trading', '1.0.0', 'probe', async () => 'ok');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('content@2.0.0 load failed: boom'), expect.objectContaining({ tenant: 'test', remote: 'content', version: '2.0.0' }));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('trading@1.0.0 probe'), expect.objectContaining({ kind: 'timing', tenant: 'test' }));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends a JSON beacon in production when the tenant names an endpoint', () => {
    tenantWith(true, 'https://collect.example/events');
    attribute({ kind: 'error', remote: 'nft', version: '1.0.0', what: 'render', message: 'x is undefined' });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://collect.example/events');
    expect(JSON.parse(body)).toEqual({ kind: 'error', remote: 'nft', version: '1.0.0', what: 'render', message: 'x is undefined', tenant: 'test' });
  });

  it('stays on the console in production without an endpoint, and times a failing load too', async () => {
    tenantWith(true, '');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(timed('funds', '1.0.0', 'load', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(info).toHaveBeenCalledTimes(1);
    expect(beacon).not.toHaveBeenCalled();
  });
});
