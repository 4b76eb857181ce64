import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { computeAddress, concat, encodeBase58, getBytes, keccak256, sha256, SigningKey, toUtf8Bytes, Wallet } from 'ethers';
import { BASE_URL } from '../playwright.config';

/** Fixed throwaway keys: they never hold anything, on any chain. */
export const ETH_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const TRON_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

/** Methods a sign-in may ask of an Ethereum wallet; anything else is a safety failure. */
export const ALLOWED_ETH_METHODS = ['eth_requestAccounts', 'eth_accounts', 'eth_chainId', 'personal_sign'];

/** A TRON address: base58check of 0x41 ‖ the 20-byte address of the key. */
export function tronAddress(key: string): string {
  const payload = concat(['0x41', computeAddress(key)]);
  const checksum = getBytes(sha256(sha256(payload))).slice(0, 4);
  return encodeBase58(concat([payload, checksum]));
}

/** TronWeb's signMessageV2: keccak256("\x19TRON Signed Message:\n" + byte length + message), signed. */
export function tronSignMessageV2(key: string, message: string): string {
  const bytes = toUtf8Bytes(message);
  const digest = keccak256(concat([toUtf8Bytes('\x19TRON Signed Message:\n'), toUtf8Bytes(String(bytes.length)), bytes]));
  return new SigningKey(key).sign(digest).serialized;
}

/**
 * An injected EIP-1193 wallet: every method asked of it is recorded in the page
 * (`window.__walletRequests`); personal_sign is signed in Node with an ethers Wallet; anything
 * else is refused. `window.__walletEmit(event, payload)` plays a wallet event (accountsChanged).
 */
export async function injectEthereumWallet(page: Page, key = ETH_KEY): Promise<string> {
  const wallet = new Wallet(key);
  await page.exposeFunction('__walletPersonalSign', (hex: string) => wallet.signMessage(getBytes(hex)));
  await page.addInitScript((address: string) => {
    type Listener = (payload: unknown) => void;
    const w = window as unknown as Record<string, unknown>;
    const requests: string[] = [];
    const listeners: Record<string, Listener[]> = {};
    let connected = false;
    w.__walletRequests = requests;
    w.__walletEmit = (event: string, payload: unknown) => (listeners[event] ?? []).forEach((listener) => listener(payload));
    w.ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        requests.push(method);
        if (method === 'eth_chainId') return '0x1';
        if (method === 'eth_accounts') return connected ? [address] : [];
        if (method === 'eth_requestAccounts') {
          connected = true;
          return [address];
        }
        if (method === 'personal_sign') return (w.__walletPersonalSign as (hex: string) => Promise<string>)((params as string[])[0]!);
        throw Object.assign(new Error(`The fake wallet refuses ${method}`), { code: 4200 });
      },
      on(event: string, listener: Listener) {
        (listeners[event] ??= []).push(listener);
      },
      removeListener(event: string, listener: Listener) {
        listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener);
      },
    };
  }, wallet.address);
  return wallet.address;
}

/** What the page asked of the injected Ethereum wallet so far. */
export const walletRequests = (page: Page) => page.evaluate(() => (window as unknown as { __walletRequests: string[] }).__walletRequests);

/**
 * An injected TronLink: `tronLink.request` accepts the connection, `tronWeb.defaultAddress.base58`
 * is the key's address and `trx.signMessageV2` signs in Node. Returns the address.
 */
export async function injectTronWallet(page: Page, key = TRON_KEY): Promise<string> {
  const address = tronAddress(key);
  await page.exposeFunction('__tronSignMessageV2', (message: string) => tronSignMessageV2(key, message));
  await page.addInitScript((base58: string) => {
    const w = window as unknown as Record<string, unknown>;
    const tronWeb = {
      defaultAddress: { base58, hex: false },
      trx: { signMessageV2: (message: string) => (w.__tronSignMessageV2 as (m: string) => Promise<string>)(message) },
    };
    w.tronWeb = tronWeb;
    w.tronLink = { request: async () => ({ code: 200, message: 'ok' }), tronWeb };
  }, address);
  return address;
}

/** The reference API's development endpoints these tests use. */
export const accountDev = {
  async reviewKyc(request: APIRequestContext, loginName: string, level: 1 | 2, decision: 'approve' | 'reject', reason?: string) {
    const response = await request.post(`${BASE_URL}/api/__dev/kyc`, { data: { loginName, level, decision, ...(reason ? { reason } : {}) } });
    expect((await response.json()).code).toBe(200);
  },
  /** The newest code e-mailed to `to`. */
  async latestCode(request: APIRequestContext, to: string): Promise<string> {
    const sent = (await (await request.get(`${BASE_URL}/api/__dev/codes`, { params: { to } })).json()).data as { code: string }[];
    expect(sent.length).toBeGreaterThan(0);
    return sent[0]!.code;
  },
};

/** The session token the app stored, read from the page (never written by a test). */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('Atrium_TOKEN'));

/** A valid 1×1 PNG, small enough for any upload limit. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The popups that open by themselves for a signed-in user (spec §4: the announcement and the
 * activity offer) are closed whenever they show, so they never stand in front of a form.
 */
export async function closePopupsWhenShown(page: Page) {
  for (const testId of ['announcement-popup', 'activity-popup']) {
    await page.addLocatorHandler(page.getByRole('dialog').filter({ has: page.getByTestId(testId) }), async (dialog) => {
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    });
  }
}
