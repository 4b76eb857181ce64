import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientWiring } from '@atrium/api';
import type { TenantConfig } from '@atrium/platform';

const hoisted = vi.hoisted(() => {
  let release!: () => void;
  const commonReady = new Promise<void>((resolve) => (release = resolve));
  return { commonReady, release: () => release(), wired: [] as ClientWiring[], toast: vi.fn<(text: string) => void>() };
});

vi.mock('@atrium/api', () => ({ configureClient: (wiring: ClientWiring) => hoisted.wired.push(wiring) }));
vi.mock('@atrium/ui', () => ({ toast: hoisted.toast }));
vi.mock('@atrium/i18n', () => ({
  commonReady: hoisted.commonReady,
  i18n: { t: (key: string) => ({ 'common:network_anomaly': 'Network anomaly', 'common:system_error': 'System error' })[key] ?? key },
}));
vi.mock('@atrium/platform', () => ({ useSessionStore: { getState: () => ({ token: null, dropSession: vi.fn() }) } }));

const { wireClient } = await import('./wire-client');

const config = { apiBase: '/api', capabilities: { idempotencyKey: true, secretsInBody: true, walletNonce: true } } as unknown as TenantConfig;

beforeEach(() => hoisted.toast.mockClear());

describe("the client's messages", () => {
  it('wait for the shared messages when a call fails at boot, then show translated, in order', async () => {
    wireClient(config, vi.fn());
    const wiring = hoisted.wired.at(-1)!;
    wiring.notify({ kind: 'key', key: 'network_anomaly' });
    wiring.notify({ kind: 'text', text: 'Trading is paused' });
    await Promise.resolve();
    expect(hoisted.toast).not.toHaveBeenCalled();
    hoisted.release();
    await vi.waitFor(() => expect(hoisted.toast).toHaveBeenCalledTimes(2));
    expect(hoisted.toast.mock.calls).toEqual([['Network anomaly'], ['Trading is paused']]);
  });

  it('show at once (a microtask later) once the messages are there', async () => {
    hoisted.release();
    wireClient(config, vi.fn());
    hoisted.wired.at(-1)!.notify({ kind: 'key', key: 'system_error' });
    await hoisted.commonReady;
    await Promise.resolve();
    expect(hoisted.toast).toHaveBeenCalledWith('System error');
  });
});
