import type { SecondContractOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useMarketDetail } from '@atrium/platform';
import { NumberText } from '@atrium/ui';
import { ListView } from '../components/list-view';
import { TradeItem } from '../components/trade-item';
import type { Reloadable } from '../hooks/use-reloadable';
import { formatCountdown, secondsLeft } from '../logic/second-math';
import { useSecondLabels } from './labels';
import styles from '../components/orders.module.css';

/**
 * The running orders, each with its countdown to settleTime and the live price against its open
 * price. `now` is the ticking clock (useNow): the time left is always settleTime − now.
 */
export function RunningOrders({ state, now, onRetry }: { state: Reloadable<SecondContractOrder[]>; now: number; onRetry(): void }) {
  const { t } = useTranslation('trading-orders');
  return (
    <ListView status={state.status} rows={state.data} onRetry={onRetry} empty={t('no_running_orders')}>
      {(rows) => (
        <ul className={styles.list}>
          {rows.map((order) => (
            <RunningOrder key={order.id} order={order} now={now} />
          ))}
        </ul>
      )}
    </ListView>
  );
}

function RunningOrder({ order, now }: { order: SecondContractOrder; now: number }) {
  const { t } = useTranslation('trading-orders');
  const labels = useSecondLabels();
  const detail = useMarketDetail(order.symbol);
  const left = secondsLeft(order.settleTime, now);
  return (
    <TradeItem
      data-testid="running-order"
      symbol={order.symbol}
      side={{ label: labels.direction(order.direction), tone: order.direction === 'up' ? 'up' : 'down' }}
      detail={`· ${labels.duration(order.seconds)}`}
      end={
        <span className={styles.countdown} dir="ltr" data-testid="countdown" aria-live="off">
          {left > 0 ? formatCountdown(left) : t('settling')}
        </span>
      }
      rows={[
        { label: t('amount'), value: <><NumberText value={order.amount} /> USDT</> },
        { label: t('open_price'), value: <NumberText value={order.openPrice} kind="price" /> },
        { label: t('live_price'), value: <NumberText value={detail?.close} kind="price" /> },
      ]}
    />
  );
}
