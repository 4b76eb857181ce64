import { useTranslation } from 'react-i18next';
import styles from './wallet.module.css';

/** Why the last wallet attempt stopped, read out at once. */
export function WalletProblem({ problem }: { problem: string | null }) {
  const { t } = useTranslation('account');
  if (!problem) return null;
  return (
    <p className={styles.problem} role="alert">
      {t(problem)}
    </p>
  );
}
