import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyMessage } from 'ethers';
import type { WalletLoginPayload, WalletNonce, WalletType } from '@atrium/api';

const api = vi.hoisted(() => ({
  getWalletNonce: vi.fn<(address: string, type: WalletType) => Promise<WalletNonce>>(),
  walletLogin: vi.fn<(payload: WalletLoginPayload) => Promise<{ satoken: string }>>(),
  updateUserAddress: vi.fn<(type: WalletType, address: string, proof: { nonce: string; signature: string }) => Promise<unknown>>(),
}));
vi.mock('@atrium/api', async (original) => ({ ...(await original<typeof import('@atrium/api')>()), ...api }));

const { connectWallet } = await import('./connect-wallet');
const { requestChallenge, challengeExpired } = await import('./wallet-challenge');
const { walletSignIn } = await import('./wallet-sign-in');
const { bindWallet } = await import('./bind-wallet');
const { walletFailureOf } = await import('./wallet-errors');
const { fakeEthereum } = await import('./testing/fake-ethereum');
const { fakeTron, TEST_TRON_ADDRESS } = await import('./testing/fake-tron');

const challengeFor = (address: string, nonce = 'n-42'): WalletNonce => ({
  nonce,
  message: `atrium.example wants you to sign in with your account:\n${address}\n\nNonce: ${nonce}\nExpiration Time: 2099-01-01T00:00:00Z`,
  expiresAt: '2099-01-01T00:00:00Z',
});

beforeEach(() => {
  vi.clearAllMocks();
  api.getWalletNonce.mockImplementation(async (address) => challengeFor(address));
  api.walletLogin.mockResolvedValue({ satoken: 'wallet-token' });
  api.updateUserAddress.mockResolvedValue({ code: 200, msg: 'ok', data: null });
});

describe('wallet sign-in', () => {
  it('signs the server nonce with personal_sign and sends the wallet login payload', async () => {
    const ethereum = fakeEthereum();
    const connection = await connectWallet('ETH', { ethereum });
    const challenge = await requestChallenge(connection);
    expect(api.getWalletNonce).toHaveBeenCalledWith(ethereum.wallet.address, 'ETH');

    await expect(walletSignIn(connection, challenge, 'DEMO01')).resolves.toBe('wallet-token');
    const payload = api.walletLogin.mock.calls[0]![0];
    expect(payload).toMatchObject({ activeCode: 'DEMO01', signType: 0, address: ethereum.wallet.address, walletType: 'ETH', nonce: 'n-42' });
    expect(verifyMessage(challenge.message, payload.signature)).toBe(ethereum.wallet.address);
    // Only connecting, reading and personal_sign: no transaction, no approval.
    expect(ethereum.methods.filter((m) => !['eth_requestAccounts', 'eth_accounts', 'eth_chainId', 'personal_sign'].includes(m))).toEqual([]);
  });

  it('sends no invite code when there is none', async () => {
    const connection = await connectWallet('ETH', { ethereum: fakeEthereum() });
    await walletSignIn(connection, await requestChallenge(connection), null);
    expect(api.walletLogin.mock.calls[0]![0]).not.toHaveProperty('activeCode');
  });

  it('signs in with TronLink the same way, as walletType TRON', async () => {
    const tron = fakeTron();
    const connection = await connectWallet('TRON', { tronWeb: tron.tronWeb, tronLink: tron.tronLink });
    const challenge = await requestChallenge(connection);
    await walletSignIn(connection, challenge, null);
    expect(tron.signed).toEqual([challenge.message]);
    expect(api.walletLogin.mock.calls[0]![0]).toMatchObject({ address: TEST_TRON_ADDRESS, walletType: 'TRON', nonce: 'n-42' });
  });

  it('refuses to sign a message that does not name this wallet and nonce', async () => {
    const ethereum = fakeEthereum();
    const connection = await connectWallet('ETH', { ethereum });
    const foreign = { ...challengeFor('0x0000000000000000000000000000000000000001'), nonce: 'n-42' };
    const error = await walletSignIn(connection, foreign, null).catch((e: unknown) => e);
    expect(walletFailureOf(error)).toBe('failed');
    expect(ethereum.methods).not.toContain('personal_sign');
    expect(api.walletLogin).not.toHaveBeenCalled();
  });

  it('does not call the server when the user rejects the signature', async () => {
    const connection = await connectWallet('ETH', { ethereum: fakeEthereum({ rejects: 'personal_sign' }) });
    const error = await walletSignIn(connection, await requestChallenge(connection), null).catch((e: unknown) => e);
    expect(walletFailureOf(error)).toBe('rejected');
    expect(api.walletLogin).not.toHaveBeenCalled();
  });

  it('fetches a new challenge rather than signing one about to expire', () => {
    const challenge = { ...challengeFor('x'), expiresAt: '2030-01-01T00:00:05Z' };
    expect(challengeExpired(challenge, Date.parse('2030-01-01T00:00:00Z'))).toBe(true);
    expect(challengeExpired(challenge, Date.parse('2029-12-31T23:59:00Z'))).toBe(false);
  });
});

describe('binding a wallet to the signed-in account', () => {
  it('proves the address with a fresh signed nonce', async () => {
    const ethereum = fakeEthereum();
    const connection = await connectWallet('ETH', { ethereum });
    const challenge = await requestChallenge(connection);
    await bindWallet(connection, challenge);
    const [type, address, proof] = api.updateUserAddress.mock.calls[0]!;
    expect([type, address, proof.nonce]).toEqual(['ETH', ethereum.wallet.address, 'n-42']);
    expect(verifyMessage(challenge.message, proof.signature)).toBe(ethereum.wallet.address);
  });
});
