import { getBytes, Wallet } from 'ethers';
import type { Eip1193Provider } from '../injected-wallets';

/** A fixed, well-known test key: never holds anything. */
export const TEST_ETH_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

type Listener = (...args: unknown[]) => void;

export interface FakeEthereum extends Eip1193Provider {
  /** Every method asked of the wallet, in order. */
  readonly methods: string[];
  readonly wallet: Wallet;
  emit(event: string, ...args: unknown[]): void;
  listenerCount(event: string): number;
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

/**
 * An injected EIP-1193 wallet that signs with a local key and records what it is asked.
 * `rejects` names a method the "user" refuses (EIP-1193 code 4001).
 */
export function fakeEthereum(options: { rejects?: string; connected?: boolean; key?: string } = {}): FakeEthereum {
  const wallet = new Wallet(options.key ?? TEST_ETH_KEY);
  const methods: string[] = [];
  const listeners = new Map<string, Set<Listener>>();
  let connected = options.connected ?? false;
  return {
    methods,
    wallet,
    async request({ method, params }) {
      methods.push(method);
      if (options.rejects === method) throw rpcError(4001, 'User rejected the request.');
      switch (method) {
        case 'eth_chainId':
          return '0x1';
        case 'eth_accounts':
          return connected ? [wallet.address] : [];
        case 'eth_requestAccounts':
          connected = true;
          return [wallet.address];
        case 'personal_sign': {
          const [data, address] = params as [string, string];
          if (address.toLowerCase() !== wallet.address.toLowerCase()) throw rpcError(4100, 'unknown account');
          return wallet.signMessage(getBytes(data));
        }
        default:
          throw rpcError(4200, `unsupported method ${method}`);
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  };
}
