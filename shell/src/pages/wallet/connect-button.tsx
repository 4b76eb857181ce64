import { useState, type ReactNode } from 'react';
import type { WalletType } from '@atrium/api';
import { Button } from '@atrium/ui';
import { WalletPicker } from './wallet-picker';

export interface ConnectButtonProps {
  wallets: WalletType[];
  connecting: boolean;
  onConnect(type: WalletType): void;
  children: ReactNode;
}

/** Connects the one wallet present, or asks which one when there are two. */
export function ConnectButton({ wallets, connecting, onConnect, children }: ConnectButtonProps) {
  const [picking, setPicking] = useState(false);
  const only = wallets.length === 1 ? wallets[0] : undefined;
  return (
    <>
      <Button block loading={connecting} onClick={() => (only ? onConnect(only) : setPicking(true))}>
        {children}
      </Button>
      <WalletPicker
        open={picking}
        wallets={wallets}
        onClose={() => setPicking(false)}
        onPick={(type) => {
          setPicking(false);
          onConnect(type);
        }}
      />
    </>
  );
}
