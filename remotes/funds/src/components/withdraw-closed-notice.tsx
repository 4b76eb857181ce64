import { useTranslation } from '@atrium/i18n';
import styles from './funds-page.module.css';

/** Withdrawals are closed (getWithdrawStatus): the server's message, or a generic one. */
export function WithdrawClosedNotice({ message }: { message: string | null }) {
  const { t } = useTranslation('funds');
  return (
    <p className={styles.notice} role="alert" data-testid="withdraw-closed">
      {message || t('withdraw_closed')}
    </p>
  );
}
