import { Link } from '@atrium/platform';
import { useTranslation } from 'react-i18next';
import { NumberText } from '@atrium/ui';
import styles from './orders.module.css';

export interface BalanceLineProps {
  /** The available amount, or null while it loads. */
  available: string | null;
  coin: string;
  /** The account the amount is in, and where a transfer in would put money. */
  account: 'contract' | 'spot';
  /** Too little to trade: offers a transfer into this account (the funds remote's /transfer, preset to it). */
  low: boolean;
  testId?: string;
}

/** "Available: 1,234.56 USDT", and a transfer into the account when the balance is too low to trade. */
export function BalanceLine({ available, coin, account, low, testId }: BalanceLineProps) {
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
            <Link className={styles.link} to={`/transfer?to=${account}`} data-testid={`transfer-in-${account}`}>
              {account === 'contract' ? t('transfer_in_contract') : t('transfer_in_spot')}
            </Link>
          </>
        )}
      </span>
    </div>
  );
}
