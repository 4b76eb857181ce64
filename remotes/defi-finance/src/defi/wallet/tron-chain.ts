import type { WalletChain, WalletSpender, WalletToken } from '@atrium/platform';
import type { InjectedTronWeb } from './injected';
import type { AllowanceReading, Settlement, TokenReading } from './holdings';
import { pause, POLL_MS } from './poll';

/** A read-only TronWeb on the chain's node (the tenant config's rpcUrl); loaded only when a TRON address is connected. */
async function readNode(chain: WalletChain) {
  const { TronWeb } = await import('tronweb');
  return new TronWeb({ fullHost: chain.rpcUrl });
}

type Node = Awaited<ReturnType<typeof readNode>>;

/** A constant (view) call's uint256 answer, as a base-unit integer string. */
async function constantUint(node: Node, token: WalletToken, selector: string, parameters: { type: string; value: string }[], owner: string): Promise<string> {
  const answer = await node.transactionBuilder.triggerConstantContract(token.address, selector, {}, parameters, owner);
  const hex = answer.constant_result?.[0];
  if (!answer.result?.result || typeof hex !== 'string') throw new Error(`TRON node: ${selector} of ${token.symbol} returned nothing`);
  return BigInt(`0x${hex || '0'}`).toString();
}

export async function readTron(chain: WalletChain, owner: string, spenders: WalletSpender[]): Promise<TokenReading[]> {
  const node = await readNode(chain);
  return Promise.all(
    chain.tokens.map(async (token) => {
      const [balance, allowances] = await Promise.all([
        constantUint(node, token, 'balanceOf(address)', [{ type: 'address', value: owner }], owner),
        Promise.all(
          spenders.map(
            async (spender): Promise<AllowanceReading> => ({
              spender,
              raw: await constantUint(node, token, 'allowance(address,address)', [{ type: 'address', value: owner }, { type: 'address', value: spender.address }], owner),
            }),
          ),
        ),
      ]);
      return { token, balance, allowances };
    }),
  );
}

/** Energy the approve may burn, in sun (100 TRX): a cap, not a price; an approve uses far less. */
const FEE_LIMIT_SUN = 100_000_000;

/**
 * Builds `approve(spender, 0)` on TronLink's own node, has TronLink sign it (TronLink shows it
 * to the user) and broadcasts it. The amount is fixed at 0: a revoke is the only approval built.
 */
export async function revokeTron(tronWeb: InjectedTronWeb, token: WalletToken, spender: WalletSpender, owner: string): Promise<string> {
  const built = await tronWeb.transactionBuilder.triggerSmartContract(
    token.address,
    'approve(address,uint256)',
    { feeLimit: FEE_LIMIT_SUN, callValue: 0 },
    [
      { type: 'address', value: spender.address },
      { type: 'uint256', value: 0 },
    ],
    owner,
  );
  if (built.result?.result === false) throw new Error('TRON node refused to build the revoke');
  const signed = await tronWeb.trx.sign(built.transaction);
  const sent = await tronWeb.trx.sendRawTransaction(signed);
  if (!sent.result || !sent.txid) throw new Error(sent.message || sent.code || 'TRON node refused the revoke');
  return sent.txid;
}

export async function waitForTron(chain: WalletChain, txid: string, timeoutMs: number): Promise<Settlement> {
  const node = await readNode(chain);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const info = (await node.trx.getTransactionInfo(txid)) as { blockNumber?: number; receipt?: { result?: string } };
    if (info.blockNumber) return info.receipt?.result && info.receipt.result !== 'SUCCESS' ? 'reverted' : 'confirmed';
    if (Date.now() > until) return 'pending';
    await pause(POLL_MS);
  }
}
