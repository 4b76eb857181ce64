import type { WalletType } from '@atrium/api';

/** A wallet the user connected: its address and a way to sign a text message with it (never a transaction). */
export interface WalletConnection {
  type: WalletType;
  address: string;
  signMessage(message: string): Promise<string>;
}
