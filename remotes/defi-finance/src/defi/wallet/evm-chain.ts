import type { WalletChain, WalletToken } from '@atrium/platform';
import type { Eip1193Provider } from './injected';
import { pause, POLL_MS } from './poll';
import type { WalletSpender } from '@atrium/platform';
import type { AllowanceReading, Settlement, TokenReading } from './holdings';

const ERC20 = ['function balanceOf(address owner) view returns (uint256)', 'function allowance(address owner, address spender) view returns (uint256)', 'function approve(address spender, uint256 amount) returns (bool)'];

/**
 * A read-only connection to the chain's RPC (the tenant config's rpcUrl). A 429 is reported at
 * once (spec 1300) instead of ethers' default of retrying for minutes; the network is fixed by
 * the config, so nothing is spent detecting it.
 */
async function readProvider(chain: WalletChain) {
  const { FetchRequest, JsonRpcProvider, Network } = await import('ethers');
  const request = new FetchRequest(chain.rpcUrl);
  request.retryFunc = async () => false;
  const network = Network.from(chain.chainId);
  return new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1 });
}

/** Balances of the chain's tokens and the allowances of each spender, as base-unit integers. */
export async function readEvm(chain: WalletChain, owner: string, spenders: WalletSpender[]): Promise<TokenReading[]> {
  const { Contract } = await import('ethers');
  const provider = await readProvider(chain);
  try {
    return await Promise.all(
      chain.tokens.map(async (token: WalletToken) => {
        const contract = new Contract(token.address, ERC20, provider);
        const [balance, allowances] = await Promise.all([
          contract.getFunction('balanceOf').staticCall(owner) as Promise<bigint>,
          Promise.all(
            spenders.map(async (spender): Promise<AllowanceReading> => ({ spender, raw: String(await (contract.getFunction('allowance').staticCall(owner, spender.address) as Promise<bigint>)) })),
          ),
        ]);
        return { token, balance: String(balance), allowances };
      }),
    );
  } finally {
    provider.destroy();
  }
}

/**
 * The calldata of `approve(spender, 0)`. The amount is not a parameter: the only approval this
 * app ever builds is a revoke (ARCHITECTURE "Safety line for wallets").
 */
export async function revokeCalldata(spender: string): Promise<string> {
  const { Interface, getAddress } = await import('ethers');
  return new Interface(ERC20).encodeFunctionData('approve', [getAddress(spender.toLowerCase()), 0n]);
}

/** Moves the wallet to the chain of the token, when it is on another. */
async function ensureChain(wallet: Eip1193Provider, chainId: number) {
  const current = await wallet.request({ method: 'eth_chainId' });
  if (typeof current === 'string' && Number.parseInt(current, 16) === chainId) return;
  await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${chainId.toString(16)}` }] });
}

/** Sends `approve(spender, 0)` to the token contract through the user's wallet; the wallet asks the user to sign. */
export async function revokeEvm(wallet: Eip1193Provider, chain: WalletChain, token: WalletToken, spender: WalletSpender, owner: string): Promise<string> {
  const data = await revokeCalldata(spender.address);
  await ensureChain(wallet, chain.chainId);
  const hash = await wallet.request({ method: 'eth_sendTransaction', params: [{ from: owner, to: token.address, data, value: '0x0' }] });
  if (typeof hash !== 'string') throw new Error('the wallet returned no transaction hash');
  return hash;
}

/** Waits until the transaction is mined (its receipt is on the chain's RPC), or `timeoutMs` passes. */
export async function waitForEvm(chain: WalletChain, hash: string, timeoutMs: number): Promise<Settlement> {
  const provider = await readProvider(chain);
  const until = Date.now() + timeoutMs;
  try {
    for (;;) {
      const receipt = (await provider.send('eth_getTransactionReceipt', [hash])) as { status?: string } | null;
      if (receipt) return receipt.status === '0x0' ? 'reverted' : 'confirmed';
      if (Date.now() > until) return 'pending';
      await pause(POLL_MS);
    }
  } finally {
    provider.destroy();
  }
}
