import { useTranslation } from '@atrium/i18n';
import type { AccountMessageKey } from '../../account/i18n/register';
import styles from './wallet.module.css';

/** Why the last wallet attempt stopped, read out at once. */
export function WalletProblem({ problem }: { problem: AccountMessageKey | null }) {
  const { t } = useTranslation('account');
  if (!problem) return null;
  return (
    <p className={styles.problem} role="alert">
      {t(problem)}
    </p>
  );
}
