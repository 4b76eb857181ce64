import { useEffect, useRef, useState } from 'react';
import type { WalletNonce, WalletType } from '@atrium/api';
import type { AccountMessageKey } from '../../account/i18n/register';
import { connectWallet } from '../../wallet/connect-wallet';
import type { WalletConnection } from '../../wallet/wallet-connection';
import { challengeExpired, requestChallenge } from '../../wallet/wallet-challenge';
import { walletFailureOf, type WalletFailure } from '../../wallet/wallet-errors';

/**
 * Where proving a wallet stands: connect, then show the message (`review`), then sign on the
 * user's word (`signing`), then `done`. Nothing is signed without the message on screen first.
 */
export type ProofState =
  | { step: 'idle' }
  | { step: 'connecting'; type: WalletType }
  | { step: 'review' | 'signing'; connection: WalletConnection; challenge: WalletNonce }
  | { step: 'done'; connection: WalletConnection };

/** What the screen says for each failure; the API's own refusals are already on screen (spec §8). */
export const FAILURE_MESSAGES: Record<WalletFailure, AccountMessageKey | null> = {
  rejected: 'wallet_rejected',
  locked: 'wallet_locked',
  pending: 'wallet_pending',
  failed: 'wallet_failed',
  server: null,
};

export interface WalletProofOptions {
  /** What to do with the signed challenge: sign in, or bind the wallet. */
  finish(connection: WalletConnection, challenge: WalletNonce): Promise<void>;
  /** A reason (translation key) not to go on with this wallet, checked once it is connected. */
  refuse?(connection: WalletConnection): AccountMessageKey | null;
}

/** Connects a wallet and signs a server challenge with it, for sign-in or binding. */
export function useWalletProof({ finish, refuse }: WalletProofOptions) {
  const [state, setState] = useState<ProofState>({ step: 'idle' });
  /** A translation key of the `account` namespace: why the last attempt stopped. */
  const [problem, setProblem] = useState<AccountMessageKey | null>(null);
  const mounted = useRef(true);
  // A second tap before the screen has re-rendered must not open a second wallet prompt.
  const working = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = (next: ProofState, nextProblem: AccountMessageKey | null = null) => {
    if (!mounted.current) return;
    setState(next);
    setProblem(nextProblem);
  };

  async function connect(type: WalletType) {
    if (working.current || (state.step !== 'idle' && state.step !== 'done')) return;
    working.current = true;
    update({ step: 'connecting', type });
    try {
      const connection = await connectWallet(type);
      const refusal = refuse?.(connection) ?? null;
      if (refusal) return update({ step: 'idle' }, refusal);
      update({ step: 'review', connection, challenge: await requestChallenge(connection) });
    } catch (error) {
      update({ step: 'idle' }, FAILURE_MESSAGES[walletFailureOf(error)]);
    } finally {
      working.current = false;
    }
  }

  async function sign() {
    if (working.current || state.step !== 'review') return;
    working.current = true;
    const { connection } = state;
    let { challenge } = state;
    try {
      // A challenge left on screen too long is replaced, and the new text is what shows while signing.
      if (challengeExpired(challenge)) challenge = await requestChallenge(connection);
      update({ step: 'signing', connection, challenge });
      await finish(connection, challenge);
      update({ step: 'done', connection });
    } catch (error) {
      const failure = walletFailureOf(error);
      // A declined signature used nothing up: the same message can be signed on a second thought.
      update(failure === 'rejected' ? { step: 'review', connection, challenge } : { step: 'idle' }, FAILURE_MESSAGES[failure]);
    } finally {
      working.current = false;
    }
  }

  return { state, problem, connect, sign, cancel: () => update({ step: 'idle' }) };
}
