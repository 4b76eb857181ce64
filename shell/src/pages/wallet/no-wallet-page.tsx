import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { Button, toast } from '@atrium/ui';
import { AccountScreen } from '../../account/account-screen';
import accountStyles from '../../account/account.module.css';
import { WalletGlyph } from './wallet-glyph';
import { walletAppLink } from './invite-link';
import { copyText } from './copy-text';
import styles from './wallet.module.css';

export { accountI18nReady as ready } from '../../account/i18n/register';

/** /no-wallet (spec §2): open this site in a wallet app's browser; the link is shown and can be copied. */
export default function NoWalletPage() {
  const { t } = useTranslation(['account', 'common']);
  const [params] = useSearchParams();
  const link = walletAppLink(window.location.origin, params.get('invite_code'));

  async function copy() {
    toast(t((await copyText(link)) ? 'common:copy_success' : 'common:copy_error'));
  }

  return (
    <AccountScreen title={t('title_no_wallet')}>
      <div className={styles.hero}>
        <WalletGlyph className={styles.glyph} />
        <p>{t('no_wallet_intro')}</p>
      </div>
      <div className={styles.linkBox}>
        <span className={styles.linkLabel}>{t('link_label')}</span>
        <output className={`${styles.link} ${accountStyles.ltr}`} aria-label={t('link_label')}>
          {link}
        </output>
      </div>
      <Button block onClick={() => void copy()}>
        {t('copy_link')}
      </Button>
    </AccountScreen>
  );
}
