import type { ContractPosition } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { NumberText } from '@atrium/ui';
import { DetailRows } from '../components/detail-rows';
import { SignedAmount } from '../components/signed-amount';
import { ListView } from '../components/list-view';
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
            <li key={p.id} className={styles.item} data-testid="closed-position-row">
              <div className={styles.row}>
                <span className={styles.strong}>
                  <span dir="ltr">{p.symbol.toUpperCase()}</span>{' '}
                  <span className={p.direction === 'long' ? styles.up : styles.down}>{labels.direction(p.direction)}</span> {p.leverage}×
                </span>
                <span data-testid="position-status">{labels.positionStatus(p.status)}</span>
              </div>
              <DetailRows
                rows={[
                  { label: t('realised_pnl'), value: <SignedAmount value={p.realisedPnl} /> },
                  { label: t('entry_price'), value: <NumberText value={p.entryPrice} kind="price" /> },
                  { label: t('close_price'), value: <NumberText value={p.closePrice} kind="price" /> },
                  { label: t('quantity'), value: <NumberText value={p.quantity} /> },
                  { label: t('fees_paid'), value: <NumberText value={p.fee} /> },
                  { label: t('closed_at'), value: p.closeTime ? format(p.closeTime) : '--' },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
