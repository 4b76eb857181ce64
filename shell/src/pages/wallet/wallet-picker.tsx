import type { WalletType } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { BottomSheet, Button } from '@atrium/ui';
import accountStyles from '../../account/account.module.css';

export interface WalletPickerProps {
  open: boolean;
  wallets: WalletType[];
  onPick(type: WalletType): void;
  onClose(): void;
}

/** When the browser has both an Ethereum wallet and TronLink, the user picks which one to use. */
export function WalletPicker({ open, wallets, onPick, onClose }: WalletPickerProps) {
  const { t } = useTranslation('account');
  return (
    <BottomSheet open={open} onClose={onClose} title={t('choose_wallet')}>
      <div className={accountStyles.actions}>
        {wallets.map((type) => (
          <Button key={type} block variant="secondary" onClick={() => onPick(type)}>
            {t(type === 'ETH' ? 'wallet_eth' : 'wallet_tron')}
          </Button>
        ))}
      </div>
    </BottomSheet>
  );
}
