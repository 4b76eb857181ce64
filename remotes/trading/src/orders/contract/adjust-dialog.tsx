import { useState } from 'react';
import BigNumber from 'bignumber.js';
import { adjustAmount, adjustPositionAmount, adjustPositionMargin, type ContractPosition, type TradeConfig } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { marketHub } from '@atrium/platform';
import { Button, Dialog, formatAmount, Section, toast } from '@atrium/ui';
import { useSubmit, type Confirmation, type ConfirmRow } from '@atrium/ui/submit';
import { AmountField, amountError, amountValue, useAmountErrorText } from '@atrium/ui/amount';
import { SegmentedControl } from '@atrium/ui/segmented';
import { baseOf, exactAmount, marketPrice, ratePercent, signedAmount } from '../components/money-text';
import { allMargin, closeEstimate, liquidationPrice, previewContractOrder } from '../logic/contract-math';
import { USDT_DECIMALS } from '../logic/decimal';
import { usePositionName } from './labels';
import styles from '../components/orders.module.css';

export type AdjustKind = 'margin' | 'add' | 'reduce';

export interface AdjustDialogProps {
  kind: AdjustKind;
  position: ContractPosition;
  config: TradeConfig['contract'];
  /** The contract account's available USDT. */
  available: string | null;
  onClose(): void;
  onDone(position: ContractPosition): void;
}

/**
 * Changes an open position by an amount of USDT: margin in or out (adjustPositionMargin, a
 * negative money takes margin back), more of the position at its leverage (adjustPositionAmount,
 * its fee on top), or a partial close of that much margin's share (adjustAmount flag 2). Each
 * moves money between the contract account and the position: it is confirmed first.
 */
export function AdjustDialog({ kind, position, config, available, onClose, onDone }: AdjustDialogProps) {
  const { t } = useTranslation('trading-orders');
  const errorText = useAmountErrorText();
  const name = usePositionName();
  const [marginWay, setMarginWay] = useState<'in' | 'out'>('in');
  const [money, setMoney] = useState('');
  const [touched, setTouched] = useState(false);

  // What the amount may not exceed: the balance for new money, the position's margin for money back.
  const takesBack = kind === 'reduce' || (kind === 'margin' && marginWay === 'out');
  const balance = takesBack ? undefined : kind === 'add' ? (available === null ? null : allMargin(available, position.leverage, config.feeRate)) : available;
  const max = takesBack ? position.margin : null;
  // An addition is an order into the position: it has the order's minimum margin.
  const min = kind === 'add' ? config.minMargin : null;
  const rule = amountError(money, { decimals: USDT_DECIMALS, balance, max, min });
  const value = amountValue(money, { decimals: USDT_DECIMALS });

  const title = kind === 'margin' ? (marginWay === 'in' ? t('add_margin') : t('remove_margin')) : kind === 'add' ? t('add_to_position') : t('reduce_position');

  const confirm = (): Confirmation => {
    const amount = new BigNumber(value!);
    const price = marketHub.lastDetail(position.symbol)?.close ?? null;
    const about = (text: string) => t('about', { value: text });
    const head: ConfirmRow = { label: t('position'), value: name(position) };
    if (kind === 'margin') {
      const after = new BigNumber(position.margin).plus(marginWay === 'in' ? amount : amount.negated());
      const liquidation = liquidationPrice({ ...position, margin: after }, config.maintenanceRate);
      return {
        title,
        rows: [
          head,
          { label: marginWay === 'in' ? t('add_margin') : t('remove_margin'), value: exactAmount(amount, 'usdt') },
          { label: t('margin_after'), value: exactAmount(after, 'usdt') },
          { label: t('est_liquidation_price_after'), value: liquidation ? marketPrice(liquidation) : '--' },
        ],
        note: marginWay === 'in' ? t('margin_in_note', { amount: exactAmount(amount, 'usdt') }) : t('margin_out_note', { amount: exactAmount(amount, 'usdt') }),
      };
    }
    if (kind === 'add') {
      const added = previewContractOrder({ margin: amount, leverage: position.leverage, price: price ?? position.entryPrice, direction: position.direction }, config);
      return {
        title,
        rows: [
          head,
          { label: t('margin_plain'), value: exactAmount(amount, 'usdt') },
          { label: t('price'), value: t('market_price_about', { price: marketPrice(price) }) },
          { label: t('notional'), value: added ? exactAmount(added.notional, 'usdt') : '--' },
          { label: t('quantity'), value: added ? about(exactAmount(added.quantity, baseOf(position.symbol))) : '--' },
          { label: t('opening_fee_at', { rate: ratePercent(config.feeRate) }), value: added ? exactAmount(added.fee, 'usdt') : '--' },
          { label: t('from_contract_account'), value: added ? exactAmount(amount.plus(added.fee), 'usdt') : '--' },
        ],
        note: t('contract_note_market'),
      };
    }
    const part = closeEstimate(position, price, config.feeRate, amount);
    return {
      title,
      rows: [
        head,
        { label: t('reduce_by_margin'), value: exactAmount(amount, 'usdt') },
        { label: t('close_price'), value: t('market_price_about', { price: marketPrice(price) }) },
        { label: t('quantity'), value: part ? about(exactAmount(part.quantity, baseOf(position.symbol))) : '--' },
        { label: t('est_pnl'), value: part ? about(signedAmount(part.pnl, 'usdt')) : '--' },
        { label: t('closing_fee_at', { rate: ratePercent(config.feeRate) }), value: part ? about(exactAmount(part.fee, 'usdt')) : '--' },
        { label: t('back_to_contract_account'), value: part ? about(exactAmount(part.net, 'usdt')) : '--' },
      ],
      note: t('close_note'),
    };
  };

  const adjusting = useSubmit(
    () =>
      kind === 'margin'
        ? adjustPositionMargin(position.id, marginWay === 'in' ? value! : new BigNumber(value!).negated().toFixed())
        : kind === 'add'
          ? adjustPositionAmount(position.id, value!)
          : adjustAmount(position.id, value!, 2),
    {
      check: () => {
        setTouched(true);
        return rule === null;
      },
      confirm,
      onDone: (changed) => {
        toast(t('position_updated'));
        onDone(changed);
      },
    },
  );

  return (
    <Dialog open title={kind === 'margin' ? t('adjust_margin') : title} onCancel={onClose} showClose>
      <Section
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          adjusting.submit();
        }}
        noValidate
      >
        {kind === 'margin' && (
          <SegmentedControl
            aria-label={t('adjust_margin')}
            value={marginWay}
            onChange={setMarginWay}
            options={[
              { value: 'in', label: t('add_margin') },
              { value: 'out', label: t('remove_margin') },
            ]}
          />
        )}
        <AmountField
          name="money"
          label={kind === 'reduce' ? t('reduce_by_margin') : t('amount_usdt')}
          value={money}
          onChange={setMoney}
          decimals={USDT_DECIMALS}
          unit="usdt"
          hint={kind === 'add' ? t('margin_hint', { min: exactAmount(config.minMargin, 'usdt') }) : undefined}
          error={touched ? errorText(rule, { min, max, unit: 'usdt', decimals: USDT_DECIMALS }) : null}
        />
        <p className={styles.muted}>
          {takesBack ? t('position_margin_is', { margin: formatAmount(position.margin) }) : t('available_is', { amount: formatAmount(available) })}
        </p>
        <Button type="submit" block loading={adjusting.busy}>
          {t('continue')}
        </Button>
        {adjusting.confirmation}
      </Section>
    </Dialog>
  );
}
