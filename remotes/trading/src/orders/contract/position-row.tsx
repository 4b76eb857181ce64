import { stopPosition, type ContractPosition } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { marketHub, useMarketDetail } from '@atrium/platform';
import { Button, NumberText, toast } from '@atrium/ui';
import { useSubmit, type Confirmation } from '@atrium/ui/submit';
import { baseOf, exactAmount, marketPrice, ratePercent, signedAmount } from '../components/money-text';
import { SignedAmount } from '../components/signed-amount';
import { TradeItem } from '../components/trade-item';
import { closeEstimate, returnOnEquity, unrealisedPnl } from '../logic/contract-math';
import { useContractLabels, usePositionName } from './labels';
import styles from '../components/orders.module.css';

export type PositionAction = 'margin' | 'add' | 'reduce' | 'tpsl';

export interface PositionRowProps {
  position: ContractPosition;
  /** The contract fee rate (null while the trade config loads): the closing fee is estimated with it. */
  feeRate: string | null;
  onAction(action: PositionAction, position: ContractPosition): void;
  /** The position came back closed. */
  onClosed(position: ContractPosition): void;
}

/**
 * An open position with its live PnL and ROE (from the live price) and its actions. Closing it
 * moves money (margin and PnL, less the fee, back to available): it is confirmed first, with the
 * figures at the price now.
 */
export function PositionRow({ position, feeRate, onAction, onClosed }: PositionRowProps) {
  const { t } = useTranslation('trading-orders');
  const labels = useContractLabels();
  const name = usePositionName();
  const detail = useMarketDetail(position.symbol);
  const pnl = detail ? unrealisedPnl(position, detail.close) : null;
  const roe = returnOnEquity(pnl, position.margin);
  const coin = baseOf(position.symbol);

  const confirm = (): Confirmation => {
    // The price when the question is asked (the row's own frame may be a tick behind).
    const price = marketHub.lastDetail(position.symbol)?.close ?? detail?.close ?? null;
    const estimate = feeRate === null ? null : closeEstimate(position, price, feeRate);
    const about = (text: string) => t('about', { value: text });
    return {
      title: t('close_position'),
      rows: [
        { label: t('position'), value: name(position) },
        { label: t('quantity'), value: exactAmount(position.quantity, coin) },
        { label: t('entry_price'), value: marketPrice(position.entryPrice) },
        { label: t('close_price'), value: t('market_price_about', { price: marketPrice(price) }) },
        { label: t('est_pnl'), value: estimate ? about(signedAmount(estimate.pnl, 'usdt')) : '--' },
        { label: t('closing_fee_at', { rate: ratePercent(feeRate) }), value: estimate ? about(exactAmount(estimate.fee, 'usdt')) : '--' },
        { label: t('back_to_contract_account'), value: estimate ? about(exactAmount(estimate.net, 'usdt')) : '--' },
      ],
      note: t('close_note'),
      confirmLabel: t('close_at_market'),
    };
  };

  const closing = useSubmit(() => stopPosition(position.id), {
    confirm,
    onDone: (closed) => {
      toast(t('position_closed_toast'));
      onClosed(closed);
    },
  });

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
          <Button variant="danger" loading={closing.busy} onClick={closing.submit}>{t('close_position')}</Button>
          {closing.confirmation}
        </>
      }
    />
  );
}
