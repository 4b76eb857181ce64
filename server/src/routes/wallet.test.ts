import { SigningKey, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { UserInfo, WalletNonce } from '../contract.js';
import type { Headers } from '../test/http.js';
import { tronAddressFromEth } from '../wallet/tron-address.js';
import { tronMessageDigest } from '../wallet/tron-signature.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();
const c = t.client;

type Chain = 'ETH' | 'TRON';
const addressOf = (wallet: Wallet, chain: Chain) => (chain === 'ETH' ? wallet.address : tronAddressFromEth(wallet.address));
/** What the browser wallet does: personal_sign (MetaMask) or signMessageV2 (TronLink). */
const sign = async (wallet: Wallet, chain: Chain, message: string) =>
  chain === 'ETH' ? wallet.signMessage(message) : new SigningKey(wallet.privateKey).sign(tronMessageDigest(message)).serialized;

const nonceFor = async (address: string, walletType: Chain, headers: Headers = {}) =>
  c.get<WalletNonce>(`/api/user/walletNonce?${c.query({ address, walletType })}`, headers);

/** The whole client flow: nonce, sign, walletLogin. */
async function walletSignIn(wallet: Wallet, chain: Chain, extra: object = {}, headers: Headers = {}) {
  const address = addressOf(wallet, chain);
  const { data } = await nonceFor(address, chain, headers);
  const signature = await sign(wallet, chain, data.message);
  return c.post<{ satoken: string }>('/api/user/walletLogin', { signType: 0, address, walletType: chain, nonce: data.nonce, signature, ...extra }, headers);
}
const userOf = async (satoken: string) => (await c.get<UserInfo>('/api/user/getInfo', { authorization: satoken })).data.user;
const newWallet = () => new Wallet(Wallet.createRandom().privateKey);

describe('walletNonce', () => {
  it('answers a one-time nonce and an EIP-4361-style message naming the site, valid 5 minutes', async () => {
    const wallet = newWallet();
    const body = await nonceFor(wallet.address.toLowerCase(), 'ETH');
    expect(body.code).toBe(200);
    const { nonce, message, expiresAt } = body.data;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const lines = message.split('\n');
    expect(lines[0]).toBe('Atrium wants you to sign in with your Ethereum account:');
    // The address in the message is the checksummed form.
    expect(lines[1]).toBe(wallet.address);
    expect(lines[3]).toBe('Sign in to Atrium. This request will not trigger a blockchain transaction or cost any gas fees.');
    expect(lines[5]).toBe(`Nonce: ${nonce}`);
    const issued = Date.parse(lines[6]!.replace('Issued At: ', ''));
    expect(lines[7]).toBe(`Expiration Time: ${expiresAt}`);
    expect(Date.parse(expiresAt) - issued).toBe(5 * 60_000);
    expect((await nonceFor(wallet.address, 'ETH')).data.nonce).not.toBe(nonce);
  });

  it('names the tenant and the chain (TRON on harbor)', async () => {
    const address = addressOf(newWallet(), 'TRON');
    const { data } = await nonceFor(address, 'TRON', { 'x-atrium-tenant': 'harbor' });
    expect(data.message.split('\n').slice(0, 2)).toEqual(['Harbor wants you to sign in with your TRON account:', address]);
  });

  it('validates the address for its chain', async () => {
    const wallet = newWallet();
    expect((await nonceFor('0x1234', 'ETH')).msg).toBe('Invalid Ethereum address');
    expect((await nonceFor(addressOf(wallet, 'TRON'), 'ETH')).msg).toBe('Invalid Ethereum address');
    expect((await nonceFor(wallet.address, 'TRON')).msg).toBe('Invalid TRON address');
    expect((await nonceFor('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'TRON')).msg).toBe('Invalid TRON address');
    const response = await t.app.inject({ method: 'GET', url: `/api/user/walletNonce?address=${wallet.address}&walletType=BTC` });
    expect(response.statusCode).toBe(400);
  });
});

describe('walletLogin', () => {
  for (const chain of ['ETH', 'TRON'] as const) {
    it(`${chain}: the first sign-in opens an account bound to the address, the next finds it`, async () => {
      const wallet = newWallet();
      const first = await walletSignIn(wallet, chain);
      expect(first.code).toBe(200);
      expect(first.data.satoken).toMatch(/^[0-9a-f]{64}$/);
      const user = await userOf(first.data.satoken);
      const address = addressOf(wallet, chain);
      expect(user.address).toBe(address);
      expect(user.loginName).toBe(`wallet_${chain === 'ETH' ? address.slice(-8).toLowerCase() : address.slice(-8)}`);
      expect(user.hasFundPassword).toBe(false);
      const again = await walletSignIn(wallet, chain);
      expect((await userOf(again.data.satoken)).userId).toBe(user.userId);
    });
  }

  it('finds the account whatever the case of the Ethereum address sent', async () => {
    const wallet = newWallet();
    const first = await walletSignIn(wallet, 'ETH');
    const lower = wallet.address.toLowerCase();
    const { data } = await nonceFor(lower, 'ETH');
    const signature = await wallet.signMessage(data.message);
    const second = await c.post<{ satoken: string }>('/api/user/walletLogin', { signType: 0, address: lower, walletType: 'ETH', nonce: data.nonce, signature });
    expect((await userOf(second.data.satoken)).userId).toBe((await userOf(first.data.satoken)).userId);
  });

  for (const chain of ['ETH', 'TRON'] as const) {
    it(`${chain}: refuses another key's signature and a signature of another message`, async () => {
      const wallet = newWallet();
      const address = addressOf(wallet, chain);
      const { data } = await nonceFor(address, chain);
      const payload = { signType: 0, address, walletType: chain, nonce: data.nonce };
      const wrongKey = await c.post('/api/user/walletLogin', { ...payload, signature: await sign(newWallet(), chain, data.message) });
      expect(wrongKey).toEqual({ code: 500, msg: 'Signature does not match the address' });
      const tampered = data.message.replace('Sign in to Atrium.', 'Sign in to Atrium and approve USDT.');
      expect((await c.post('/api/user/walletLogin', { ...payload, signature: await sign(wallet, chain, tampered) })).msg).toBe(
        'Signature does not match the address',
      );
      expect((await c.post('/api/user/walletLogin', { ...payload, signature: '0x00' })).msg).toBe('Signature does not match the address');
      // A failed signature does not spend the nonce: the owner can still sign it.
      expect((await c.post('/api/user/walletLogin', { ...payload, signature: await sign(wallet, chain, data.message) })).code).toBe(200);
    });
  }

  it('refuses a replayed signature', async () => {
    const wallet = newWallet();
    const { data } = await nonceFor(wallet.address, 'ETH');
    const payload = { signType: 0, address: wallet.address, walletType: 'ETH', nonce: data.nonce, signature: await wallet.signMessage(data.message) };
    expect((await c.post('/api/user/walletLogin', payload)).code).toBe(200);
    expect(await c.post('/api/user/walletLogin', payload)).toEqual({ code: 500, msg: 'This sign-in request has already been used, please try again' });
  });

  it('lets exactly one of two simultaneous uses of one signature through', async () => {
    const wallet = newWallet();
    const { data } = await nonceFor(wallet.address, 'ETH');
    const payload = { signType: 0, address: wallet.address, walletType: 'ETH', nonce: data.nonce, signature: await wallet.signMessage(data.message) };
    const results = await Promise.all([c.post('/api/user/walletLogin', payload), c.post('/api/user/walletLogin', payload)]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 500]);
  });

  it('refuses an expired nonce', async () => {
    const wallet = newWallet();
    const { data } = await nonceFor(wallet.address, 'ETH');
    const payload = { signType: 0, address: wallet.address, walletType: 'ETH', nonce: data.nonce, signature: await wallet.signMessage(data.message) };
    await c.shiftClock(5 * 60_000 + 1_000);
    try {
      expect((await c.post('/api/user/walletLogin', payload)).msg).toBe('This sign-in request has expired, please try again');
    } finally {
      await c.shiftClock(0);
    }
  });

  it('refuses a nonce issued for another address, chain or tenant, and an unknown one', async () => {
    const alice = newWallet();
    const bob = newWallet();
    const { data } = await nonceFor(alice.address, 'ETH');
    const signedByBob = await bob.signMessage(data.message);
    const unknown = 'Sign-in request not found, please try again';
    const payload = { signType: 0, address: bob.address, walletType: 'ETH', nonce: data.nonce, signature: signedByBob };
    expect((await c.post('/api/user/walletLogin', payload)).msg).toBe(unknown);
    const aliceSigned = { ...payload, address: alice.address, signature: await alice.signMessage(data.message) };
    expect((await c.post('/api/user/walletLogin', aliceSigned, { 'x-atrium-tenant': 'harbor' })).msg).toBe(unknown);
    expect((await c.post('/api/user/walletLogin', { ...aliceSigned, walletType: 'TRON', address: addressOf(alice, 'TRON') })).msg).toBe(unknown);
    expect((await c.post('/api/user/walletLogin', { ...aliceSigned, nonce: 'f'.repeat(32) })).msg).toBe(unknown);
  });

  it('checks the invite code of a new account (activeCode) and records the inviter', async () => {
    expect((await walletSignIn(newWallet(), 'ETH', { activeCode: 'NOPE99' })).msg).toBe('Invalid invite code');
    const invited = await walletSignIn(newWallet(), 'TRON', { activeCode: 'demo01' });
    expect(invited.code).toBe(200);
    const [row] = await t.db.query<{ inviter: string }>(
      'SELECT i.login_name AS inviter FROM users u JOIN users i ON i.id = u.invited_by WHERE u.id = $1',
      [(await userOf(invited.data.satoken)).userId],
    );
    expect(row!.inviter).toBe('demo');
  });

  it('answers a body without the nonce or signature as malformed (HTTP 400)', async () => {
    const wallet = newWallet();
    const response = await t.app.inject({ method: 'POST', url: '/api/user/walletLogin', payload: { signType: 0, address: wallet.address, walletType: 'ETH' } });
    expect(response.statusCode).toBe(400);
  });
});

/** The wallet's proof for binding: a fresh challenge signed, as the bind screen asks for. */
async function bindProof(wallet: Wallet, chain: Chain) {
  const { data } = await nonceFor(addressOf(wallet, chain), chain);
  return { nonce: data.nonce, signature: await sign(wallet, chain, data.message) };
}

describe('updateUserAddress', () => {
  it('binds an address the wallet proves to the signed-in account (userId ignored); wallet sign-in then reaches that account', async () => {
    const frozen = await c.signIn('frozen', 'demo1234');
    const demo = await c.signIn('demo', 'demo1234');
    const demoId = (await userOf(demo.authorization!)).userId;
    const wallet = newWallet();
    const proof = await bindProof(wallet, 'ETH');
    const body = await c.post(`/api/user/updateUserAddress?${c.query({ type: 'ETH', address: wallet.address.toLowerCase(), userId: demoId })}`, proof, frozen);
    expect(body.code).toBe(200);
    expect((await userOf(frozen.authorization!)).address).toBe(wallet.address);
    expect((await userOf(demo.authorization!)).address).toBeNull();
    const signedIn = await walletSignIn(wallet, 'ETH');
    expect((await userOf(signedIn.data.satoken)).loginName).toBe('frozen');
  });

  it("refuses to bind an address without the wallet's signature, with another wallet's, or twice with one proof", async () => {
    const demo = await c.signIn('demo', 'demo1234');
    const victim = newWallet();
    const query = c.query({ type: 'ETH', address: victim.address });
    expect((await c.post(`/api/user/updateUserAddress?${query}`, undefined, demo)).msg).toBe('Please sign the request with your wallet');
    const { data } = await nonceFor(victim.address, 'ETH');
    const forged = { nonce: data.nonce, signature: await newWallet().signMessage(data.message) };
    expect((await c.post(`/api/user/updateUserAddress?${query}`, forged, demo)).msg).toBe('Signature does not match the address');
    expect((await userOf(demo.authorization!)).address).toBeNull();
    const proof = await bindProof(victim, 'ETH');
    expect((await c.post(`/api/user/updateUserAddress?${query}`, proof, demo)).code).toBe(200);
    expect((await c.post(`/api/user/updateUserAddress?${query}`, proof, demo)).msg).toMatch(/already been used/);
  });

  it('refuses an address bound to another account, and a bad one', async () => {
    const wallet = newWallet();
    await walletSignIn(wallet, 'TRON');
    const demo = await c.signIn('demo', 'demo1234');
    const tron = addressOf(wallet, 'TRON');
    expect((await c.post(`/api/user/updateUserAddress?${c.query({ type: 'TRON', address: tron })}`, await bindProof(wallet, 'TRON'), demo)).msg).toBe(
      'This address is bound to another account',
    );
    expect((await c.post(`/api/user/updateUserAddress?${c.query({ type: 'TRON', address: 'T123' })}`, undefined, demo)).msg).toBe('Invalid TRON address');
    const badType = await t.app.inject({ method: 'POST', url: `/api/user/updateUserAddress?type=BTC&address=${tron}`, headers: demo });
    expect(badType.statusCode).toBe(400);
    expect((await c.post(`/api/user/updateUserAddress?${c.query({ type: 'TRON', address: tron })}`)).msg).toContain('Token');
  });
});
