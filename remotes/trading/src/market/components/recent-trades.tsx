import { useTranslation } from 'react-i18next';
import { NumberText, VisuallyHidden } from '@atrium/ui';
import { useFormatDateTime, type Trade } from '@atrium/platform';
import styles from './market-detail.module.css';

/** The market's latest trades (TRADE frames), newest first: time, price coloured by side, amount. */
export function RecentTrades({ trades }: { trades: Trade[] | null }) {
  const { t } = useTranslation('trading-market');
  const format = useFormatDateTime();
  if (!trades || trades.length === 0) return <p className={styles.waiting}>{t('trades_waiting')}</p>;
  return (
    <ul className={styles.trades} aria-label={t('recent_trades')} data-testid="recent-trades">
      <li className={styles.tradesHead} aria-hidden="true">
        <span>{t('time')}</span>
        <span>{t('col_price')}</span>
        <span>{t('amount')}</span>
      </li>
      {trades.map((trade) => (
        <li key={trade.id} className={styles.trade} data-direction={trade.direction}>
          <span className={styles.tradeTime}>{format(trade.ts)}</span>
          <span className={styles.tradePrice}>
            <VisuallyHidden>{t(`side_${trade.direction}`)} </VisuallyHidden>
            <NumberText value={trade.price} kind="price" />
          </span>
          <NumberText value={trade.amount} />
        </li>
      ))}
    </ul>
  );
}
