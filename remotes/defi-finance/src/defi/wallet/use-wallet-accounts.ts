import { useEffect, useState } from 'react';
import type { ChainKind } from '@atrium/platform';
import { connectEthereum, connectTron, injectedEthereum } from './injected';
import { walletProblem, type WalletProblem } from './wallet-problem';

export interface WalletAccounts {
  /** The connected address per kind of chain (one EVM address serves Ethereum and BNB Chain). */
  address: Record<ChainKind, string | null>;
  problem: { kind: ChainKind; problem: WalletProblem } | null;
  /**
   * Asks the wallet for the account: only ever called from the user's tap (through the kit's
   * submit, which keeps a second tap from asking again). A refusal becomes `problem`, said on screen.
   */
  connect(kind: ChainKind): Promise<void>;
}

/**
 * The wallet accounts the panel reads. Nothing is asked of a wallet until the user taps
 * Connect; after that an account switch in the wallet is followed (EIP-1193 accountsChanged).
 */
export function useWalletAccounts(): WalletAccounts {
  const [address, setAddress] = useState<Record<ChainKind, string | null>>({ evm: null, tron: null });
  const [problem, setProblem] = useState<WalletAccounts['problem']>(null);
  const evmConnected = address.evm !== null;

  useEffect(() => {
    const provider = injectedEthereum();
    if (!evmConnected || !provider?.on) return;
    const follow = (accounts: unknown) => {
      const first = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
      setAddress((before) => ({ ...before, evm: first }));
    };
    provider.on('accountsChanged', follow);
    return () => provider.removeListener?.('accountsChanged', follow);
  }, [evmConnected]);

  const connect = async (kind: ChainKind) => {
    setProblem(null);
    try {
      const account = kind === 'evm' ? await connectEthereum() : await connectTron();
      setAddress((before) => ({ ...before, [kind]: account }));
    } catch (error) {
      // Said under the button, in the wallet's words (declined, no such chain…).
      setProblem({ kind, problem: walletProblem(error) });
    }
  };

  return { address, problem, connect };
}
