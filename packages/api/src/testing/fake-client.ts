import { vi, type Mock } from 'vitest';
import { configureClient } from '../client';
import type { ClientWiring } from '../wiring';
import { FakeNetwork } from './fake-network';

export type TestWiring = ClientWiring & {
  notify: Mock<ClientWiring['notify']>;
  onAuthError: Mock<() => void>;
  onBlockedIp: Mock<() => void>;
};

/** The client wired as the shell wires it, signed in (German page), on a fake network. */
export function fakeClient(overrides: Partial<ClientWiring> = {}): { network: FakeNetwork; wiring: TestWiring } {
  const network = new FakeNetwork();
  const wiring: TestWiring = {
    baseURL: 'https://api.example/api',
    getToken: () => 'tok-123',
    getLanguage: () => 'de',
    onAuthError: vi.fn<() => void>(),
    onBlockedIp: vi.fn<() => void>(),
    notify: vi.fn<ClientWiring['notify']>(),
    idempotencyKeys: true,
    ...overrides,
  } as TestWiring;
  configureClient(wiring, network.adapter);
  return { network, wiring };
}
