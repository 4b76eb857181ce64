import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { tenant, useSessionStore } from '@atrium/platform';
import { AccountScreen } from '../../account/account-screen';
import { StatusPanel } from '../../account/status-panel';
import accountStyles from '../../account/account.module.css';
import { WalletSignIn } from './wallet-sign-in';
import { WalletBinding } from './wallet-binding';
import { WalletGlyph } from './wallet-glyph';
import { withInviteCode } from './invite-link';
import { useAvailableWallets } from './use-available-wallets';
import styles from './wallet.module.css';

export { accountI18nReady as ready } from '../../account/i18n/register';

/**
 * /sign-in-wallet (spec §2): connect now, or not for now. Wallet login is offered only when a
 * browser wallet is present and the tenant's backend proves addresses with a nonce (rule 14);
 * a signed-in user binds the wallet instead; a wallet session just says which wallet it is.
 */
export default function SignInWalletPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const inviteCode = params.get('invite_code');
  const wallets = useAvailableWallets();
  const isSign = useSessionStore((s) => s.isSign);
  const walletAddress = useSessionStore((s) => (s.isWallet ? s.walletAddress : null));
  const { walletOnly } = tenant().flags;
  const supported = tenant().capabilities.walletNonce;

  function content() {
    if (!supported) {
      return <StatusPanel tone="info" title={t('wallet_login_unavailable')} />;
    }
    if (wallets.length === 0) {
      return (
        <StatusPanel
          tone="warning"
          title={t('no_wallet_message')}
          actions={
            <Link className={accountStyles.linkButton} to={withInviteCode('/no-wallet', inviteCode)}>
              {t('open_in_wallet_app')}
            </Link>
          }
        />
      );
    }
    if (isSign && walletAddress) {
      return (
        <StatusPanel tone="success" title={t('signed_in_with_wallet')}>
          <p className={accountStyles.ltr}>{walletAddress}</p>
        </StatusPanel>
      );
    }
    if (isSign) return <WalletBinding wallets={wallets} />;
    return <WalletSignIn wallets={wallets} inviteCode={inviteCode} />;
  }

  return (
    <AccountScreen title={t('title_sign_in_wallet')} back="/">
      <div className={styles.hero}>
        <WalletGlyph className={styles.glyph} />
        <p className={accountStyles.intro}>{t(isSign ? 'wallet_intro_signed_in' : 'wallet_intro')}</p>
      </div>
      {content()}
      <div className={accountStyles.actions}>
        {!isSign && !walletOnly && (
          <Link className={accountStyles.textLink} to="/sign-in">
            {t('sign_in_with_account')}
          </Link>
        )}
        <Link className={accountStyles.textLink} to="/home" replace>
          {t('not_now')}
        </Link>
      </div>
    </AccountScreen>
  );
}
