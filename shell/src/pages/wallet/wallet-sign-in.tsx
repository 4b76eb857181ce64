import { useNavigate } from 'react-router-dom';
import type { WalletType } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { toast } from '@atrium/ui';
import { useSessionStore } from '@atrium/platform';
import { walletSignIn } from '../../wallet/wallet-sign-in';
import { ConnectButton } from './connect-button';
import { SigningReview } from './signing-review';
import { WalletProblem } from './wallet-problem';
import { useWalletProof } from './use-wallet-proof';

/** Spec §4: after a successful sign-in, home after 500 ms. */
const HOME_AFTER_MS = 500;

/** Signing in with a wallet: connect, check the message, sign, and go home. */
export function WalletSignIn({ wallets, inviteCode }: { wallets: WalletType[]; inviteCode: string | null }) {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const proof = useWalletProof({
    async finish(connection, challenge) {
      const token = await walletSignIn(connection, challenge, inviteCode);
      useSessionStore.getState().signIn(token, { address: connection.address });
      toast(t('common:login_success'));
      setTimeout(() => {
        void navigate('/home', { replace: true });
        void useSessionStore.getState().refreshUserInfo().catch(() => undefined);
      }, HOME_AFTER_MS);
    },
  });
  const { state } = proof;

  if (state.step === 'review' || state.step === 'signing') {
    return (
      <>
        <WalletProblem problem={proof.problem} />
        <SigningReview
          connection={state.connection}
          challenge={state.challenge}
          signing={state.step === 'signing'}
          onSign={() => void proof.sign()}
          onCancel={proof.cancel}
        />
      </>
    );
  }
  return (
    <>
      <WalletProblem problem={proof.problem} />
      <ConnectButton wallets={wallets} connecting={state.step === 'connecting' || state.step === 'done'} onConnect={(type) => void proof.connect(type)}>
        {t('connect_now')}
      </ConnectButton>
    </>
  );
}
