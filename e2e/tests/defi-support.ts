import type { Page, Request } from '@playwright/test';

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

/** Installs the recording wallet before the app loads (window.ethereum, EIP-1193). */
export async function injectRecordingWallet(page: Page) {
  await page.addInitScript(
    ({ owner, hash }) => {
      const w = window as unknown as { __walletRequests: unknown[]; __confirmations: number; ethereum: unknown };
      w.__walletRequests = [];
      w.__confirmations = 0;
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
            default:
              throw Object.assign(new Error(`unsupported in the test wallet: ${args.method}`), { code: 4200 });
          }
        },
        on() {},
        removeListener() {},
      };
    },
    { owner: OWNER, hash: TX_HASH },
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

/** The RPC URLs of the atrium tenant config (config/platform/atrium/config.js). */
export const RPC = { ethereum: 'https://ethereum-rpc.publicnode.com', bsc: 'https://bsc-rpc.publicnode.com' };

/** Every request the page makes to the Atrium API, to prove no approval is ever reported to it. */
export function recordApiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request);
  });
  return seen;
}
