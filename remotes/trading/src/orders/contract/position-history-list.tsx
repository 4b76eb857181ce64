import type { ContractPosition } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { NumberText } from '@atrium/ui';
import { SignedAmount } from '../components/signed-amount';
import { ListView } from '../components/list-view';
import { TradeItem } from '../components/trade-item';
import type { Reloadable } from '../hooks/use-reloadable';
import { useContractLabels } from './labels';
import styles from '../components/orders.module.css';

/** Closed positions: how they ended (closed, liquidated, take-profit, stop-loss), close price, realised PnL. */
export function PositionHistoryList({ state, onRetry }: { state: Reloadable<ContractPosition[]>; onRetry(): void }) {
  const { t } = useTranslation('trading-orders');
  const labels = useContractLabels();
  const format = useFormatDateTime();
  return (
    <ListView status={state.status} rows={state.data} onRetry={onRetry} empty={t('no_position_history')}>
      {(rows) => (
        <ul className={styles.list}>
          {rows.map((p) => (
            <TradeItem
              key={p.id}
              data-testid="closed-position-row"
              symbol={p.symbol}
              side={{ label: labels.direction(p.direction), tone: p.direction === 'long' ? 'up' : 'down' }}
              detail={`${p.leverage}×`}
              end={<span data-testid="position-status">{labels.positionStatus(p.status)}</span>}
              rows={[
                { label: t('realised_pnl'), value: <SignedAmount value={p.realisedPnl} /> },
                { label: t('entry_price'), value: <NumberText value={p.entryPrice} kind="price" /> },
                { label: t('close_price'), value: <NumberText value={p.closePrice} kind="price" /> },
                { label: t('quantity'), value: <NumberText value={p.quantity} /> },
                { label: t('fees_paid'), value: <NumberText value={p.fee} /> },
                { label: t('closed_at'), value: p.closeTime ? format(p.closeTime) : '--' },
              ]}
            />
          ))}
        </ul>
      )}
    </ListView>
  );
}
