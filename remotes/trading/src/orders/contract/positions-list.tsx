import { useState } from 'react';
import type { ContractPosition, TradeConfig } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { marketHub } from '@atrium/platform';
import { ListView } from '../components/list-view';
import type { Reloadable } from '../hooks/use-reloadable';
import { AdjustDialog } from './adjust-dialog';
import { PositionRow, type PositionAction } from './position-row';
import { TpSlDialog } from './tpsl-dialog';
import styles from '../components/orders.module.css';

export interface PositionsListProps {
  state: Reloadable<ContractPosition[]>;
  onRetry(): void;
  /** Null while the trade config loads: the adjustments wait for it. */
  config: TradeConfig['contract'] | null;
  available: string | null;
  /** A position came back changed (or closed) from an action. */
  onChanged(position: ContractPosition): void;
  /** Something changed that the answer does not carry (TP/SL): fetch the positions again. */
  onReload(): void;
}

/** The open positions and the dialogs of their actions (closing is confirmed by the row itself). */
export function PositionsList({ state, onRetry, config, available, onChanged, onReload }: PositionsListProps) {
  const { t } = useTranslation('trading-orders');
  const [action, setAction] = useState<{ kind: PositionAction; position: ContractPosition } | null>(null);
  const done = (position?: ContractPosition) => {
    setAction(null);
    if (position) onChanged(position);
    else onReload();
  };
  return (
    <>
      <ListView status={state.status} rows={state.data} onRetry={onRetry} empty={t('no_positions')}>
        {(rows) => (
          <ul className={styles.list}>
            {rows.map((position) => (
              <PositionRow key={position.id} position={position} feeRate={config?.feeRate ?? null} onAction={(kind, p) => setAction({ kind, position: p })} onClosed={done} />
            ))}
          </ul>
        )}
      </ListView>
      {config && (action?.kind === 'margin' || action?.kind === 'add' || action?.kind === 'reduce') && (
        <AdjustDialog kind={action.kind} position={action.position} config={config} available={available} onClose={() => setAction(null)} onDone={done} />
      )}
      {action?.kind === 'tpsl' && (
        <TpSlDialog position={action.position} lastPrice={marketHub.lastDetail(action.position.symbol)?.close ?? null} onClose={() => setAction(null)} onDone={() => done()} />
      )}
    </>
  );
}
