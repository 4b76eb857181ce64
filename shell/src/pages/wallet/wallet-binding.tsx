import type { WalletType } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { toast } from '@atrium/ui';
import { useSessionStore } from '@atrium/platform';
import { bindWallet } from '../../wallet/bind-wallet';
import { sameWalletAddress } from '../../wallet/wallet-address';
import { StatusPanel } from '../../account/status-panel';
import accountStyles from '../../account/account.module.css';
import { ConnectButton } from './connect-button';
import { SigningReview } from './signing-review';
import { WalletProblem } from './wallet-problem';
import { useWalletProof } from './use-wallet-proof';

/**
 * For a user already signed in: link the connected wallet to the account, so it can sign in
 * later. The wallet signs a fresh challenge to prove it holds the address.
 */
export function WalletBinding({ wallets }: { wallets: WalletType[] }) {
  const { t } = useTranslation('account');
  const bound = useSessionStore((s) => s.userInfo?.address ?? null);
  const proof = useWalletProof({
    refuse: (connection) => (bound && sameWalletAddress(bound, connection.address) ? 'wallet_already_bound' : null),
    async finish(connection, challenge) {
      await bindWallet(connection, challenge);
      await useSessionStore.getState().refreshUserInfo();
      toast(t('bind_success'));
    },
  });
  const { state } = proof;

  return (
    <>
      <StatusPanel tone={bound ? 'success' : 'info'} title={t('bound_address')}>
        <p className={bound ? accountStyles.ltr : undefined}>{bound ?? t('no_bound_address')}</p>
      </StatusPanel>
      <WalletProblem problem={proof.problem} />
      {state.step === 'review' || state.step === 'signing' ? (
        <SigningReview
          connection={state.connection}
          challenge={state.challenge}
          signing={state.step === 'signing'}
          onSign={() => void proof.sign()}
          onCancel={proof.cancel}
        />
      ) : (
        <>
          <p className={accountStyles.intro}>{t('bind_intro')}</p>
          <ConnectButton wallets={wallets} connecting={state.step === 'connecting'} onConnect={(type) => void proof.connect(type)}>
            {t(bound ? 'bind_another' : 'connect_and_bind')}
          </ConnectButton>
        </>
      )}
    </>
  );
}
