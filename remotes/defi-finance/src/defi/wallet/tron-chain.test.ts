import { describe, expect, it, vi } from 'vitest';
import type { WalletChain, WalletSpender } from '@atrium/platform';
import type { InjectedTronWeb } from './injected';
import { readTron, revokeTron } from './tron-chain';

const constantCalls: unknown[][] = [];
vi.mock('tronweb', () => ({
  TronWeb: class {
    constructor(readonly options: { fullHost: string }) {}
    transactionBuilder = {
      triggerConstantContract: async (...args: unknown[]) => {
        constantCalls.push(args);
        const selector = args[1] as string;
        return { result: { result: true }, constant_result: [selector.startsWith('balanceOf') ? (12_345_678n).toString(16).padStart(64, '0') : 'f'.repeat(64)] };
      },
    };
  },
}));

const tron: WalletChain = {
  id: 'tron',
  kind: 'tron',
  name: 'TRON',
  chainId: 0,
  rpcUrl: 'https://tron.rpc.test',
  explorer: 'https://tronscan.org',
  approvalsUrl: 'https://tronscan.org/#/tools/approval-checker?address={address}',
  tokens: [{ symbol: 'USDT', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6 }],
};
const spender: WalletSpender = { name: 'Pool', chain: 'tron', address: 'TKzxdSv2FZKQrEqkKVgp5DcwEXBEKMg2Ax' };
const OWNER = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

describe('TRON', () => {
  it('reads balanceOf and allowance(owner, spender) through constant calls on the configured node', async () => {
    const [usdt] = await readTron(tron, OWNER, [spender]);
    expect(usdt!.balance).toBe('12345678');
    expect(usdt!.allowances).toEqual([{ spender, raw: ((1n << 256n) - 1n).toString() }]);
    expect(constantCalls).toContainEqual([tron.tokens[0]!.address, 'allowance(address,address)', {}, [{ type: 'address', value: OWNER }, { type: 'address', value: spender.address }], OWNER]);
  });

  it('builds approve(spender, 0), has TronLink sign it and broadcasts it', async () => {
    const order: string[] = [];
    const tronWeb: InjectedTronWeb = {
      transactionBuilder: {
        triggerSmartContract: vi.fn(async () => {
          order.push('build');
          return { result: { result: true }, transaction: { txID: 'tx' } };
        }),
      },
      trx: {
        sign: vi.fn(async (tx: unknown) => {
          order.push('sign');
          return { ...(tx as object), signature: ['sig'] };
        }),
        sendRawTransaction: vi.fn(async () => {
          order.push('send');
          return { result: true, txid: 'tx' };
        }),
      },
    };
    expect(await revokeTron(tronWeb, tron.tokens[0]!, spender, OWNER)).toBe('tx');
    expect(order).toEqual(['build', 'sign', 'send']);
    expect(tronWeb.transactionBuilder.triggerSmartContract).toHaveBeenCalledWith(
      tron.tokens[0]!.address,
      'approve(address,uint256)',
      expect.objectContaining({ callValue: 0 }),
      [
        { type: 'address', value: spender.address },
        { type: 'uint256', value: 0 },
      ],
      OWNER,
    );
  });
});
