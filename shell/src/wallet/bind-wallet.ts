import { updateUserAddress, type WalletNonce } from '@atrium/api';
import type { WalletConnection } from './wallet-connection';
import { signChallenge } from './wallet-challenge';

/**
 * Binds the connected wallet to the signed-in account. The wallet proves the address with a
 * fresh signed challenge, as for sign-in: nobody can bind an address they do not hold.
 */
export async function bindWallet(connection: WalletConnection, challenge: WalletNonce): Promise<void> {
  const proof = await signChallenge(connection, challenge);
  await updateUserAddress(connection.type, connection.address, proof);
}
