import { useId } from 'react';
import type { WalletNonce } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button } from '@atrium/ui';
import type { WalletConnection } from '../../wallet/wallet-connection';
import accountStyles from '../../account/account.module.css';
import styles from './wallet.module.css';

export interface SigningReviewProps {
  connection: WalletConnection;
  challenge: WalletNonce;
  /** The wallet's prompt is open. */
  signing: boolean;
  onSign(): void;
  onCancel(): void;
}

/**
 * The exact text the wallet will be asked to sign, before it is asked (ARCHITECTURE "Safety line
 * for wallets"): a message, never a transaction or an approval.
 */
export function SigningReview({ connection, challenge, signing, onSign, onCancel }: SigningReviewProps) {
  const { t } = useTranslation(['account', 'common']);
  const titleId = useId();
  return (
    <section className={styles.review} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.reviewTitle}>
        {t('review_title')}
      </h2>
      <dl className={accountStyles.details}>
        <dt>{t(connection.type === 'ETH' ? 'wallet_eth' : 'wallet_tron')}</dt>
        <dd className={accountStyles.ltr}>{connection.address}</dd>
      </dl>
      <pre className={styles.message} dir="ltr" aria-label={t('review_message')}>
        {challenge.message}
      </pre>
      <p className={styles.safety}>{t('review_safety')}</p>
      {signing && (
        <p className={styles.waiting} role="status">
          {t('confirm_in_wallet')}
        </p>
      )}
      <div className={accountStyles.actions}>
        <Button block loading={signing} onClick={onSign}>
          {t('sign_message')}
        </Button>
        <Button block variant="secondary" disabled={signing} onClick={onCancel}>
          {t('common:cancel')}
        </Button>
      </div>
    </section>
  );
}
