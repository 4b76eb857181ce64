import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TenantConfig } from '@atrium/platform';
import { queueTaskBefore } from './task-queued-before';

const order: string[] = [];
const gates = { names: ['trading'], table: vi.fn(), all: vi.fn() };
const loaded = Promise.resolve();

vi.mock('../federation/remote-registry', () => ({
  // The real gate sends its requests in a microtask of the task that starts it.
  gateTenantRemotes: vi.fn(() => {
    void Promise.resolve().then(() => order.push('gate requests sent'));
    return gates;
  }),
}));
vi.mock('../federation/html-preloads', () => ({ pageLoaded: vi.fn(() => loaded) }));
vi.mock('../federation/route-table-source', () => ({ htmlPageOwner: vi.fn(() => 'trading'), startRouteTables: vi.fn() }));

const { gateTenantRemotes } = await import('../federation/remote-registry');
const { pageLoaded } = await import('../federation/html-preloads');
const { startRouteTables } = await import('../federation/route-table-source');
const { startRouteGates } = await import('./start-route-gates');

const config = { remoteTimeoutMs: 8000 } as TenantConfig;

describe('startRouteGates', () => {
  afterEach(() => {
    order.length = 0;
    vi.unstubAllGlobals();
  });

  it("starts the gates, the page owner's first and the others after the page's load", async () => {
    await startRouteGates(config);
    expect(pageLoaded).toHaveBeenCalledWith(8000);
    expect(gateTenantRemotes).toHaveBeenCalledWith(config, 'trading', loaded);
    expect(startRouteTables).toHaveBeenCalledWith(config, gates, 'trading');
  });

  it('lets the boot go on only in a later task, after the requests were sent', async () => {
    vi.stubGlobal('scheduler', undefined);
    queueTaskBefore(order);
    await startRouteGates(config);
    order.push('boot goes on');
    expect(order).toEqual(['gate requests sent', 'a task queued before', 'boot goes on']);
  });
});
