import { describe, expect, it } from 'vitest';
import { verifyMessage } from 'ethers';
import { connectEthereum } from './connect-ethereum';
import { walletFailureOf } from './wallet-errors';
import { fakeEthereum } from './testing/fake-ethereum';

/** What a sign-in may ask of an Ethereum wallet: connecting, reading, and signing a message. */
const ALLOWED = new Set(['eth_requestAccounts', 'personal_sign', 'eth_chainId', 'eth_accounts']);

describe('connecting an Ethereum wallet', () => {
  it('asks for the accounts, signs with personal_sign, and asks for nothing else', async () => {
    const ethereum = fakeEthereum();
    const connection = await connectEthereum(ethereum);
    expect(connection).toMatchObject({ type: 'ETH', address: ethereum.wallet.address });

    const signature = await connection.signMessage('Sign in to Atrium\nNonce: n-1');
    expect(verifyMessage('Sign in to Atrium\nNonce: n-1', signature)).toBe(ethereum.wallet.address);
    expect(ethereum.methods).toContain('eth_requestAccounts');
    expect(ethereum.methods).toContain('personal_sign');
    expect(ethereum.methods.filter((m) => !ALLOWED.has(m))).toEqual([]);
  });

  it('does not ask again when the site is already connected', async () => {
    const ethereum = fakeEthereum({ connected: true });
    await connectEthereum(ethereum);
    expect(ethereum.methods).not.toContain('eth_requestAccounts');
  });

  it('reads a refused connection as the user rejecting it', async () => {
    const error = await connectEthereum(fakeEthereum({ rejects: 'eth_requestAccounts' })).catch((e: unknown) => e);
    expect(walletFailureOf(error)).toBe('rejected');
  });

  it('reads a refused signature as the user rejecting it', async () => {
    const connection = await connectEthereum(fakeEthereum({ rejects: 'personal_sign' }));
    const error = await connection.signMessage('hello').catch((e: unknown) => e);
    expect(walletFailureOf(error)).toBe('rejected');
  });
});
