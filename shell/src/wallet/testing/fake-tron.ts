import type { InjectedTronLink, InjectedTronWeb } from '../injected-wallets';

/** A valid-looking TRON address (base58check of 0x41 ‖ 20 bytes). */
export const TEST_TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

export interface FakeTron {
  tronWeb: InjectedTronWeb & { defaultAddress: { base58: string | false } };
  tronLink: InjectedTronLink;
  /** Everything asked of TronLink and TronWeb, in order. */
  readonly calls: string[];
  /** Messages given to signMessageV2. */
  readonly signed: string[];
}

/**
 * An injected TronLink + TronWeb. `answer` is TronLink's reply to tron_requestAccounts
 * ({code: 200} accepted, 4001 refused); `declines` makes signMessageV2 throw as TronLink does.
 */
export function fakeTron(options: { address?: string | false; answer?: unknown; declines?: boolean } = {}): FakeTron {
  const calls: string[] = [];
  const signed: string[] = [];
  const tronWeb: FakeTron['tronWeb'] = {
    defaultAddress: { base58: options.address === undefined ? TEST_TRON_ADDRESS : options.address },
    trx: {
      async signMessageV2(message: string) {
        calls.push('signMessageV2');
        signed.push(message);
        // TronLink throws a bare string when the user declines.
        if (options.declines) throw 'Confirmation declined by user';
        return `0x${'ab'.repeat(65)}`;
      },
    },
  };
  const tronLink: InjectedTronLink = {
    async request({ method }) {
      calls.push(method);
      return options.answer ?? { code: 200, message: 'ok' };
    },
    tronWeb,
  };
  return { tronWeb, tronLink, calls, signed };
}
