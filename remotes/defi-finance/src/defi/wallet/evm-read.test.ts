import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletChain, WalletSpender } from '@atrium/platform';
import { readHoldings } from './holdings';
import { walletProblem } from './wallet-problem';

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const OWNER = '0x00000000000000000000000000000000000000aa';
const spender: WalletSpender = { name: 'Pool', chain: 'local', address: '0x1111111254EEB25477B68fb85Ed929f73A960582' };
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => {
  server?.closeAllConnections();
  return server ? server.close(() => resolve()) : resolve();
}));

/** A JSON-RPC node on a local port; `answer` gets each call (batches are split). */
async function node(answer: (call: { id: number; method: string; params: { to: string; data: string }[] }) => unknown, status = 200): Promise<WalletChain> {
  const calls: string[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body);
      const reply = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed);
      calls.push(body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? JSON.stringify(reply) : 'Too Many Requests');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    id: 'local',
    kind: 'evm',
    name: 'Local',
    chainId: 31337,
    rpcUrl: `http://127.0.0.1:${port}`,
    explorer: 'http://explorer.test',
    approvalsUrl: 'http://explorer.test/approvals/{address}',
    tokens: [{ symbol: 'USDT', address: USDT, decimals: 6 }],
  };
}

describe('reading an EVM chain through its rpcUrl', () => {
  it('reads balanceOf and allowance(owner, spender) of each token as base units', async () => {
    const chain = await node((call) => {
      const { to, data } = call.params[0]!;
      expect(call.method).toBe('eth_call');
      expect(to.toLowerCase()).toBe(USDT.toLowerCase());
      const result = data.startsWith('0x70a08231') ? word(1_234_560_000n) : data.startsWith('0xdd62ed3e') ? word((1n << 256n) - 1n) : '0x';
      return { jsonrpc: '2.0', id: call.id, result };
    });
    const [usdt] = await readHoldings(chain, OWNER, [spender, { ...spender, chain: 'other' }]);
    expect(usdt!.balance).toBe('1234560000');
    expect(usdt!.allowances).toEqual([{ spender, raw: ((1n << 256n) - 1n).toString() }]);
  });

  it('reports an HTTP 429 at once as the rate limit (1300), without retrying for minutes', async () => {
    const chain = await node(() => null, 429);
    const started = Date.now();
    const error = await readHoldings(chain, OWNER, [spender]).catch((e: unknown) => e);
    expect(walletProblem(error)).toEqual({ kind: 'rate-limit', code: 1300 });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a chain with a malformed token address before any call (1301)', async () => {
    const chain = await node(() => {
      throw new Error('no call expected');
    });
    const error = await readHoldings({ ...chain, tokens: [{ symbol: 'USDT', address: 'nope', decimals: 6 }] }, OWNER, []).catch((e: unknown) => e);
    expect(walletProblem(error)).toEqual({ kind: 'config', code: 1301 });
  });

  it('sends no RPC call for a card that was left (its signal aborted) before the chain library loaded', async () => {
    let calls = 0;
    const chain = await node((call) => {
      calls += 1;
      return { jsonrpc: '2.0', id: call.id, result: word(0n) };
    });
    const controller = new AbortController();
    const reading = readHoldings(chain, OWNER, [spender], controller.signal);
    controller.abort();
    await expect(reading).rejects.toThrow('wallet read cancelled');
    expect(calls).toBe(0);
  });
});
