import type { Page, Request } from '@playwright/test';
import { decodeBase58 } from 'ethers';

/**
 * The wallet side of the DeFi e2e tests: an injected EIP-1193 wallet that records every request
 * the app makes of it, and a fake JSON-RPC node answering for the tenant config's RPC URLs, so
 * the wallet panel reads canned balances and allowances without the network.
 */

export const OWNER = '0x00000000000000000000000000000000000000a1';
export const ETH_USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
export const ETH_USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const BSC_USDT = '0x55d398326f99059fF775485246999027B3197955';
export const SPENDER = '0x1111111254EEB25477B68fb85Ed929f73A960582';
export const TX_HASH = `0x${'ab'.repeat(32)}`;
/** approve(address,uint256) */
export const APPROVE = '0x095ea7b3';

export interface WalletRequest {
  method: string;
  params?: unknown[];
  /** How many confirm taps the test had made when the request was sent. */
  confirmations: number;
}

export interface RecordingWalletOptions {
  /** The account the wallet holds (OWNER unless a test signs with a real key). */
  owner?: string;
  /** Signs personal_sign's hex message in Node; without it the wallet refuses to sign. */
  personalSign?: (hex: string) => Promise<string>;
}

/**
 * Installs the recording wallet before the app loads (window.ethereum, EIP-1193). Every request
 * lands in `window.__walletRequests`, which the recording TronLink below shares, so one list
 * says everything the app asked of any wallet, in order.
 */
export async function injectRecordingWallet(page: Page, { owner = OWNER, personalSign }: RecordingWalletOptions = {}) {
  if (personalSign) await page.exposeFunction('__recordingWalletSign', personalSign);
  await page.addInitScript(
    ({ owner, hash, signs }) => {
      const w = window as unknown as { __walletRequests: unknown[]; __confirmations: number; ethereum: unknown; __recordingWalletSign?: (hex: string) => Promise<string> };
      w.__walletRequests ??= [];
      w.__confirmations ??= 0;
      let chainId = '0x1';
      w.ethereum = {
        isMetaMask: true,
        async request(args: { method: string; params?: unknown[] }) {
          w.__walletRequests.push({ method: args.method, params: args.params, confirmations: w.__confirmations });
          switch (args.method) {
            case 'eth_requestAccounts':
            case 'eth_accounts':
              return [owner];
            case 'eth_chainId':
              return chainId;
            case 'wallet_switchEthereumChain':
              chainId = ((args.params ?? [])[0] as { chainId: string }).chainId;
              return null;
            case 'eth_sendTransaction':
              return hash;
            case 'personal_sign':
              if (signs) return w.__recordingWalletSign!((args.params as string[])[0]!);
              throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
            default:
              throw Object.assign(new Error(`unsupported in the test wallet: ${args.method}`), { code: 4200 });
          }
        },
        on() {},
        removeListener() {},
      };
    },
    { owner, hash: TX_HASH, signs: Boolean(personalSign) },
  );
}

/** The txid the recording TronLink answers for a broadcast (a TRON txid is 32 bytes, no 0x). */
export const TRON_TXID = 'cd'.repeat(32);
export const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const TRON_SPENDER = 'TKzxdSv2FZKQrEqkKVgp5DcwEXBEKMg2Ax';

export interface RecordingTronOptions {
  owner: string;
  /** Signs signMessageV2's message in Node; without it TronLink refuses to sign. */
  signMessageV2?: (message: string) => string | Promise<string>;
}

/**
 * Installs a recording TronLink (window.tronLink and window.tronWeb) into the same
 * `__walletRequests` list: `tron_requestAccounts`, `triggerSmartContract` (with its contract,
 * selector, options and parameters), `trx.sign`, `trx.sendRawTransaction` and `trx.signMessageV2`.
 * The broadcast answers TRON_TXID.
 */
export async function injectRecordingTronWallet(page: Page, { owner, signMessageV2 }: RecordingTronOptions) {
  if (signMessageV2) await page.exposeFunction('__recordingTronSign', signMessageV2);
  await page.addInitScript(
    ({ owner, txid, signs }) => {
      const w = window as unknown as { __walletRequests: unknown[]; __confirmations: number; tronWeb: unknown; tronLink: unknown; __recordingTronSign?: (m: string) => Promise<string> };
      w.__walletRequests ??= [];
      w.__confirmations ??= 0;
      const record = (method: string, params: unknown[]) => w.__walletRequests.push({ method, params, confirmations: w.__confirmations });
      const tronWeb = {
        defaultAddress: { base58: owner, hex: false },
        transactionBuilder: {
          async triggerSmartContract(...params: unknown[]) {
            record('triggerSmartContract', params);
            return { result: { result: true }, transaction: { txID: txid, raw_data: { contract: [] } } };
          },
        },
        trx: {
          async sign(transaction: unknown) {
            record('trx.sign', [transaction]);
            return { ...(transaction as object), signature: ['00'] };
          },
          async sendRawTransaction(signed: unknown) {
            record('trx.sendRawTransaction', [signed]);
            return { result: true, txid };
          },
          async signMessageV2(message: string) {
            record('trx.signMessageV2', [message]);
            if (!signs) throw new Error('Confirmation declined by user');
            return w.__recordingTronSign!(message);
          },
        },
      };
      w.tronWeb = tronWeb;
      w.tronLink = {
        tronWeb,
        async request(args: { method: string }) {
          record(args.method, []);
          return { code: 200, message: 'ok' };
        },
      };
    },
    { owner, txid: TRON_TXID, signs: Boolean(signMessageV2) },
  );
}

export const walletRequests = (page: Page) => page.evaluate(() => (window as unknown as { __walletRequests: WalletRequest[] }).__walletRequests);

/** Counts a confirm tap: a transaction recorded with a count of 0 was sent before any confirmation. */
export const countConfirmation = (page: Page) => page.evaluate(() => void ((window as unknown as { __confirmations: number }).__confirmations += 1));

const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;

export interface FakeChain {
  chainId: number;
  /** balanceOf per token (lower-case address), base units. */
  balances: Record<string, bigint>;
  /** allowance(owner, spender) per token (lower-case address), base units. */
  allowances: Record<string, bigint>;
}

/**
 * Answers JSON-RPC POSTs to `rpcUrl` from `chain`: eth_chainId, eth_call for balanceOf and
 * allowance, and the receipt of the test wallet's transaction — which "mines" it: an
 * approve(spender, 0) then sets that allowance to 0, as a chain would.
 */
export async function fakeRpc(page: Page, rpcUrl: string, chain: FakeChain, sent: () => Promise<WalletRequest[]>) {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
  await page.route(`${rpcUrl}/**`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const body = route.request().postDataJSON() as { id: number; method: string; params: unknown[] } | { id: number; method: string; params: unknown[] }[];
    const answer = async (call: { id: number; method: string; params: unknown[] }) => {
      const reply = (result: unknown) => ({ jsonrpc: '2.0', id: call.id, result });
      switch (call.method) {
        case 'eth_chainId':
          return reply(`0x${chain.chainId.toString(16)}`);
        case 'eth_blockNumber':
          return reply('0x10');
        case 'eth_call': {
          const { to, data } = call.params[0] as { to: string; data: string };
          const token = to.toLowerCase();
          if (data.startsWith('0x70a08231')) return reply(word(chain.balances[token] ?? 0n));
          if (data.startsWith('0xdd62ed3e')) return reply(word(chain.allowances[token] ?? 0n));
          return { jsonrpc: '2.0', id: call.id, error: { code: -32000, message: 'execution reverted' } };
        }
        case 'eth_getTransactionReceipt': {
          const tx = (await sent()).find((r) => r.method === 'eth_sendTransaction');
          const params = tx?.params?.[0] as { to: string; data: string } | undefined;
          if (!params || call.params[0] !== TX_HASH) return reply(null);
          if (params.data.startsWith(APPROVE)) chain.allowances[params.to.toLowerCase()] = BigInt(`0x${params.data.slice(74)}`);
          return reply({ transactionHash: TX_HASH, status: '0x1', blockNumber: '0x10' });
        }
        default:
          return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `not in the fake node: ${call.method}` } };
      }
    };
    const result = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body);
    await route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify(result) });
  });
}

/** A TRON base58 address as the node's hex form (41 ‖ 20 bytes), lower case. */
export function tronHex(base58: string): string {
  return decodeBase58(base58).toString(16).padStart(50, '0').slice(0, 42);
}

export interface FakeTronChain {
  /** balanceOf per token (base58), base units. */
  balances: Record<string, bigint>;
  /** allowance(owner, spender) per token (base58), base units. */
  allowances: Record<string, bigint>;
}

/**
 * Answers TronWeb's HTTP calls to `rpcUrl` from `chain`: constant calls of balanceOf and
 * allowance, and the transaction info of the recording TronLink's broadcast — which "mines" it:
 * an approve(spender, amount) then sets that allowance, as the chain would.
 */
export async function fakeTronNode(page: Page, rpcUrl: string, chain: FakeTronChain, sent: () => Promise<WalletRequest[]>) {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
  const tokenOf = (hex: string) => Object.keys({ ...chain.balances, ...chain.allowances }).find((token) => tronHex(token) === hex.toLowerCase());
  const answer = async (path: string, body: Record<string, unknown>) => {
    if (path.endsWith('/triggerconstantcontract')) {
      const token = tokenOf(String(body.contract_address));
      const selector = String(body.function_selector);
      const table = selector.startsWith('balanceOf') ? chain.balances : selector.startsWith('allowance') ? chain.allowances : null;
      if (!token || !table) return { result: { result: false, message: '' }, Error: `not in the fake node: ${selector}` };
      return { result: { result: true }, constant_result: [word(table[token] ?? 0n).slice(2)] };
    }
    if (path.endsWith('/gettransactioninfobyid')) {
      const requests = await sent();
      const built = requests.find((r) => r.method === 'triggerSmartContract');
      const broadcast = requests.some((r) => r.method === 'trx.sendRawTransaction');
      if (!built || !broadcast || body.value !== TRON_TXID) return {};
      const [token, selector, , parameters] = built.params as [string, string, unknown, { value: string | number }[]];
      if (selector === 'approve(address,uint256)') chain.allowances[token] = BigInt(parameters[1]!.value);
      return { id: TRON_TXID, blockNumber: 16, receipt: { result: 'SUCCESS' } };
    }
    return { Error: `not in the fake node: ${path}` };
  };
  await page.route(`${rpcUrl}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    const result = await answer(new URL(request.url()).pathname, body);
    await route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify(result) });
  });
}

/** The RPC URLs of the atrium tenant config (config/platform/atrium/config.js). */
export const RPC = { ethereum: 'https://ethereum-rpc.publicnode.com', bsc: 'https://bsc-rpc.publicnode.com', tron: 'https://api.trongrid.io' };

/** Every request the page makes to the Atrium API, to prove no approval is ever reported to it. */
export function recordApiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request);
  });
  return seen;
}

/** The POSTs among `requests` to an API path: what a money action sent, to count it. */
export function sentTo(requests: Request[], path: RegExp): Request[] {
  return requests.filter((request) => request.method() === 'POST' && path.test(new URL(request.url()).pathname));
}
