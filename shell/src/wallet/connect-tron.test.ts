import { describe, expect, it } from 'vitest';
import { connectTron } from './connect-tron';
import { walletFailureOf } from './wallet-errors';
import { fakeTron, TEST_TRON_ADDRESS } from './testing/fake-tron';

describe('connecting TronLink', () => {
  it('asks TronLink to connect, takes the signed-in address and signs with signMessageV2', async () => {
    const tron = fakeTron();
    const connection = await connectTron({ tronWeb: tron.tronWeb, tronLink: tron.tronLink });
    expect(connection).toMatchObject({ type: 'TRON', address: TEST_TRON_ADDRESS });
    await connection.signMessage('Sign in to Atrium');
    expect(tron.calls).toEqual(['tron_requestAccounts', 'signMessageV2']);
    expect(tron.signed).toEqual(['Sign in to Atrium']);
  });

  it('works with an injected TronWeb alone (older TronLink, wallet browsers)', async () => {
    const tron = fakeTron();
    const connection = await connectTron({ tronWeb: tron.tronWeb });
    expect(connection.address).toBe(TEST_TRON_ADDRESS);
  });

  it('reads TronLink refusing the connection as a rejection', async () => {
    const tron = fakeTron({ answer: { code: 4001, message: 'User rejected the request.' } });
    const error = await connectTron({ tronWeb: tron.tronWeb, tronLink: tron.tronLink }).catch((e: unknown) => e);
    expect(walletFailureOf(error)).toBe('rejected');
  });

  it('says the wallet is locked when TronLink has no signed-in address', async () => {
    const tron = fakeTron({ address: false });
    const error = await connectTron({ tronWeb: tron.tronWeb, tronLink: tron.tronLink }).catch((e: unknown) => e);
    expect(walletFailureOf(error)).toBe('locked');
  });

  it('reads a declined signature as a rejection', async () => {
    const tron = fakeTron({ declines: true });
    const connection = await connectTron({ tronWeb: tron.tronWeb });
    expect(walletFailureOf(await connection.signMessage('x').catch((e: unknown) => e))).toBe('rejected');
  });
});
