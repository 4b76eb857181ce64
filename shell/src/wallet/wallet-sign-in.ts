import { SIGN_TYPE, walletLogin, type WalletNonce } from '@atrium/api';
import type { WalletConnection } from './wallet-connection';
import { signChallenge } from './wallet-challenge';

/**
 * Wallet sign-in (spec §3 wallet login payload, with the nonce of rule 14): signs the challenge
 * and exchanges the signature for a session token.
 */
export async function walletSignIn(connection: WalletConnection, challenge: WalletNonce, inviteCode: string | null): Promise<string> {
  const proof = await signChallenge(connection, challenge);
  const { satoken } = await walletLogin({
    ...(inviteCode ? { activeCode: inviteCode } : {}),
    signType: SIGN_TYPE.wallet,
    address: connection.address,
    walletType: connection.type,
    ...proof,
  });
  return satoken;
}
