import { Link } from '@atrium/platform';
import { useTranslation } from '@atrium/i18n';
import { NumberText } from '@atrium/ui';
import styles from './orders.module.css';

export interface BalanceLineProps {
  /** The available amount, or null while it loads. */
  available: string | null;
  coin: string;
  testId?: string;
}

/** "Available   1,234.56 USDT": one line of the order form, the same height before the amount comes. */
export function BalanceLine({ available, coin, testId }: BalanceLineProps) {
  const { t } = useTranslation('trading-orders');
  return (
    <div className={styles.balance}>
      <span className={styles.muted}>{t('available')}</span>
      <span>
        <span data-testid={testId}>
          <NumberText value={available} />
        </span>{' '}
        {coin.toUpperCase()}
      </span>
    </div>
  );
}

export interface TransferLinkProps {
  /** The account a transfer would fill (the funds remote's /transfer, preset to it). */
  account: 'contract' | 'spot';
  /** Too little to trade: the link is drawn as the way on. */
  low: boolean;
}

/**
 * The way to move money into the account the form trades from. Always there, as on exchanges (so
 * nothing appears under the balance when it arrives); drawn stronger when the balance is too low.
 */
export function TransferLink({ account, low }: TransferLinkProps) {
  const { t } = useTranslation('trading-orders');
  return (
    <Link
      className={styles.transfer}
      to={`/transfer?to=${account}`}
      data-low={low || undefined}
      data-testid={`transfer-in-${account}`}
      aria-label={account === 'contract' ? t('transfer_in_contract') : t('transfer_in_spot')}
    >
      {t('transfer')}
    </Link>
  );
}
