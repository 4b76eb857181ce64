import type { ContractPosition } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useMarketDetail } from '@atrium/platform';
import { Button, NumberText } from '@atrium/ui';
import { SignedAmount } from '../components/signed-amount';
import { TradeItem } from '../components/trade-item';
import { returnOnEquity, unrealisedPnl } from '../logic/contract-math';
import { useContractLabels } from './labels';
import styles from '../components/orders.module.css';

export type PositionAction = 'close' | 'margin' | 'add' | 'reduce' | 'tpsl';

/** An open position with its live PnL and ROE (from the live price) and its actions. */
export function PositionRow({ position, onAction }: { position: ContractPosition; onAction(action: PositionAction, position: ContractPosition): void }) {
  const { t } = useTranslation('trading-orders');
  const labels = useContractLabels();
  const detail = useMarketDetail(position.symbol);
  const pnl = detail ? unrealisedPnl(position, detail.close) : null;
  const roe = returnOnEquity(pnl, position.margin);
  return (
    <TradeItem
      data-testid="position-row"
      data-position-id={position.id}
      symbol={position.symbol}
      side={{ label: labels.direction(position.direction), tone: position.direction === 'long' ? 'up' : 'down' }}
      detail={`${position.leverage}×`}
      end={
        <span className={styles.strong}>
          <SignedAmount value={pnl} testId="position-pnl" /> USDT
        </span>
      }
      rows={[
        { label: t('roe'), value: <NumberText value={roe} kind="change" /> },
        { label: t('margin'), value: <NumberText value={position.margin} /> },
        { label: t('quantity'), value: <NumberText value={position.quantity} /> },
        { label: t('entry_price'), value: <NumberText value={position.entryPrice} kind="price" /> },
        { label: t('mark_price'), value: <NumberText value={detail?.close} kind="price" /> },
        { label: t('liquidation_price'), value: <NumberText value={position.liquidationPrice} kind="price" /> },
        { label: t('tp_sl'), value: <span dir="ltr"><NumberText value={position.takeProfit} kind="price" /> / <NumberText value={position.stopLoss} kind="price" /></span> },
      ]}
      actions={
        <>
          <Button variant="secondary" onClick={() => onAction('margin', position)}>{t('adjust_margin')}</Button>
          <Button variant="secondary" onClick={() => onAction('add', position)}>{t('add_to_position')}</Button>
          <Button variant="secondary" onClick={() => onAction('reduce', position)}>{t('reduce_position')}</Button>
          <Button variant="secondary" onClick={() => onAction('tpsl', position)}>{t('tp_sl')}</Button>
          <Button variant="danger" onClick={() => onAction('close', position)}>{t('close_position')}</Button>
        </>
      }
    />
  );
}
