import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { layout } from '@atrium/kit';
import { DetailRows, type DetailRow } from './detail-rows';
import styles from './orders.module.css';

export interface TradeItemProps extends Omit<ComponentPropsWithoutRef<'li'>, 'children'> {
  symbol: string;
  /** The side or direction in its colour: `up` for long, buy and up; `down` for the others. */
  side: { label: string; tone: 'up' | 'down' };
  /** What follows the side on the title line: the leverage, the order type, the period. */
  detail?: ReactNode;
  /** The end of the title line: a status, the PnL, a countdown. */
  end: ReactNode;
  rows: DetailRow[];
  /** Buttons under the figures (cancel, close…). */
  actions?: ReactNode;
}

/**
 * One order or position in a list: "BTC/USDT Long 10× · Limit" with its status, its figures, and
 * what can be done with it. Every order list of the trading screens draws its rows with this.
 */
export function TradeItem({ symbol, side, detail, end, rows, actions, className, ...rest }: TradeItemProps) {
  return (
    <li {...rest} className={className ? `${styles.item} ${className}` : styles.item}>
      {/* The title line: the kit's row, the order's name at the start and its status at the end. */}
      <div className={layout.row}>
        <span className={styles.strong}>
          <span dir="ltr">{symbol.toUpperCase()}</span> <span className={styles[side.tone]}>{side.label}</span>
          {detail !== undefined && <> {detail}</>}
        </span>
        {end}
      </div>
      <DetailRows rows={rows} />
      {actions && <div className={styles.actions}>{actions}</div>}
    </li>
  );
}
