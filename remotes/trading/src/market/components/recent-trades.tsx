import { useTranslation } from '@atrium/i18n';
import { formatAmount, NumberText, VisuallyHidden } from '@atrium/ui';
import { useFormatDateTime, type Trade } from '@atrium/platform';
import { columnDecimals } from '../../shared/figures';
import { groupByDay } from '../../shared/trade-days';
import { RECENT_TRADES } from '../../shared/use-trades';
import styles from './market-detail.module.css';

export interface RecentTradesProps {
  /** Newest first; null until the first frame. */
  trades: Trade[] | null;
  /** The quote coin prices are in ("usdt") and the base coin amounts are in ("btc"). */
  priceUnit: string;
  amountUnit: string;
}

/**
 * The market's latest trades (TRADE frames), newest first: the time on each row, price coloured by
 * side, amount; the date once, above the first trade of each day.
 */
export function RecentTrades({ trades, priceUnit, amountUnit }: RecentTradesProps) {
  const { t } = useTranslation('trading-market');
  const format = useFormatDateTime();
  if (trades && trades.length === 0) return <p className={styles.waiting}>{t('trades_waiting')}</p>;
  const dayOf = (trade: Trade) => format(trade.ts, { dateOnly: true });
  // The amounts with one number of decimals: a column of one length.
  const decimals = columnDecimals(trades?.map((trade) => trade.amount) ?? []);
  return (
    <ul className={styles.trades} aria-label={t('recent_trades')} aria-busy={trades ? undefined : true} data-testid="recent-trades">
      <li className={styles.tradesHead} aria-hidden="true">
        <span>{t('time')}</span>
        <span>{t('book_price', { coin: priceUnit.toUpperCase() })}</span>
        <span>{t('book_amount', { coin: amountUnit.toUpperCase() })}</span>
      </li>
      {trades ? (
        // Rows are slots keyed by their place: a new trade rewrites them where they stand rather
        // than pushing every row down (which would count as layout shifts).
        groupByDay(trades, dayOf)
          .flatMap(({ day, items }) => [{ day, trade: null }, ...items.map((trade) => ({ day, trade }))])
          .map(({ day, trade }, i) =>
            trade ? (
              <li key={i} className={styles.trade} data-direction={trade.direction}>
                <span className={styles.tradeTime} data-testid="trade-time">
                  {format(trade.ts, { timeOnly: true })}
                </span>
                <span className={styles.tradePrice}>
                  <VisuallyHidden>{t(`side_${trade.direction}`)} </VisuallyHidden>
                  <NumberText value={trade.price} kind="price" />
                </span>
                <span className={styles.figure} dir="ltr">
                  {formatAmount(trade.amount, { decimals })}
                </span>
              </li>
            ) : (
              <li key={i} className={styles.tradesDay} data-testid="trades-day">
                {day}
              </li>
            ),
          )
      ) : (
        <TradesSkeleton waiting={t('trades_waiting')} />
      )}
    </ul>
  );
}

/** Until the first frame: a day and the rows at their final height hold the place, so nothing moves when they come. */
function TradesSkeleton({ waiting }: { waiting: string }) {
  return (
    <>
      <li className={styles.tradesDay}>
        <VisuallyHidden>{waiting}</VisuallyHidden>
        <span className={styles.bone} aria-hidden="true" />
      </li>
      {Array.from({ length: RECENT_TRADES }, (_, i) => (
        // Its own key: the row that replaces a placeholder is a new one, not a moved one.
        <li key={`empty-${i}`} className={styles.trade} aria-hidden="true">
          <span className={styles.bone} />
          <span className={styles.bone} />
          <span className={styles.bone} />
        </li>
      ))}
    </>
  );
}
