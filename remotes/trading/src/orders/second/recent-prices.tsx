import { useTranslation } from '@atrium/i18n';
import { NumberText, VisuallyHidden } from '@atrium/ui';
import { useFormatDateTime } from '@atrium/platform';
import { useTrades } from '../../shared/use-trades';
import styles from '../components/trade-panel.module.css';

/** Trades shown: a fixed number, so the panel beside the form never changes height. */
export const RECENT_PRICES = 14;

export interface RecentPricesProps {
  symbol: string;
  /** The quote coin prices are in ("usdt"). */
  priceUnit: string;
  lastPrice: string | null;
}

/**
 * Beside the second contract's form: the last price and the market's latest trades (TRADE frames),
 * newest first, each with its price coloured by side and its time of day. The rows are there from
 * the start, as placeholders until the first frame, so nothing around the panel moves when it comes.
 */
export function RecentPrices({ symbol, priceUnit, lastPrice }: RecentPricesProps) {
  const { t } = useTranslation('trading-orders');
  const format = useFormatDateTime();
  const trades = useTrades(symbol);
  const rows = trades?.slice(0, RECENT_PRICES) ?? [];
  return (
    <section className={styles.book} aria-label={t('recent_trades')} aria-busy={trades ? undefined : true} data-testid="recent-prices">
      <div className={styles.mid} data-testid="panel-last-price">
        <VisuallyHidden>{t('mark_price')} </VisuallyHidden>
        <NumberText value={lastPrice} kind="price" />
      </div>
      <div className={styles.head}>
        <span data-testid="recent-price-head">{t('price_in', { coin: priceUnit.toUpperCase() })}</span>
        <span>{t('time')}</span>
      </div>
      <ol className={styles.rows}>
        {/* Rows are slots keyed by their place: a new trade rewrites them where they stand rather
            than pushing rows down (which would count as layout shifts). */}
        {Array.from({ length: RECENT_PRICES }, (_, i) => {
          const trade = rows[i];
          if (!trade) {
            return (
              // Its own key: the row that replaces a placeholder is a new one, not a moved one.
              <li key={`empty-${i}`} className={styles.level} aria-hidden="true">
                {!trades && <span className={styles.bone} />}
                {!trades && <span className={styles.bone} />}
              </li>
            );
          }
          return (
            <li key={i} className={styles.level} data-tone={trade.direction === 'buy' ? 'up' : 'down'} data-testid="recent-price">
              <span>
                <VisuallyHidden>{trade.direction === 'buy' ? t('buy') : t('sell')} </VisuallyHidden>
                <NumberText value={trade.price} kind="price" />
              </span>
              <span className={styles.time}>{format(trade.ts, { timeOnly: true })}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
