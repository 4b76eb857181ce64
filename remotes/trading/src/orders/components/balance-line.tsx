import { Link } from '@atrium/platform';
import { useTranslation } from 'react-i18next';
import { NumberText } from '@atrium/ui';
import styles from './orders.module.css';

export interface BalanceLineProps {
  /** The available amount, or null while it loads. */
  available: string | null;
  coin: string;
  /** Too little to trade: offers a transfer into the trading account (the funds remote's /transfer). */
  low: boolean;
  testId?: string;
}

/** "Available: 1,234.56 USDT", and a transfer link when the balance is too low to trade. */
export function BalanceLine({ available, coin, low, testId }: BalanceLineProps) {
  const { t } = useTranslation('trading-orders');
  return (
    <div className={styles.row}>
      <span className={styles.muted}>{t('available')}</span>
      <span>
        <span data-testid={testId}>
          <NumberText value={available} />
        </span>{' '}
        {coin.toUpperCase()}
        {low && (
          <>
            {' · '}
            <Link className={styles.link} to="/transfer">
              {t('transfer_in')}
            </Link>
          </>
        )}
      </span>
    </div>
  );
}
