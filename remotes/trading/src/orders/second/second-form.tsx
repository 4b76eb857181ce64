import { useRef, useState } from 'react';
import BigNumber from 'bignumber.js';
import { createSecondContractOrder, type Period, type SecondContractOrder, type SecondDirection } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, NumberText, toast } from '@atrium/ui';
import { useSubmit, type Confirmation } from '@atrium/ui/submit';
import { AmountField, amountError, amountValue, useAmountErrorText } from '@atrium/ui/amount';
import { SegmentedControl } from '@atrium/ui/segmented';
import { BalanceLine, TransferLink } from '../components/balance-line';
import { DetailRows } from '../components/detail-rows';
import { exactAmount, ratePercent } from '../components/money-text';
import { useRiskAccepted } from '../hooks/use-risk-accepted';
import { USDT_DECIMALS } from '../logic/decimal';
import { expectedPayout, expectedProfit } from '../logic/second-math';
import { useSecondLabels } from './labels';
import { PeriodChips } from './period-chips';
import { RiskDialog } from './risk-dialog';
import styles from '../components/orders.module.css';

export interface SecondFormProps {
  symbol: string;
  /** The symbol as the screens write it ("BTC/USDT"). */
  symbolLabel: string;
  periods: Period[];
  /** The contract account's available USDT, or null while it loads. */
  available: string | null;
  onPlaced(order: SecondContractOrder): void;
}

/**
 * Period, Up / Down and amount, with the payout of a win shown before the order is sent. A user's
 * first order comes after the risk statement; every order is sent only from its confirmation.
 */
export function SecondForm({ symbol, symbolLabel, periods, available, onPlaced }: SecondFormProps) {
  const { t } = useTranslation('trading-orders');
  const labels = useSecondLabels();
  const errorText = useAmountErrorText();
  const [accepted, accept] = useRiskAccepted();
  // Accepted in this very tap: the submit that follows must see it before the next render.
  const acceptedNow = useRef(false);
  const [periodId, setPeriodId] = useState<number | null>(periods[0]?.id ?? null);
  const [direction, setDirection] = useState<SecondDirection>('up');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);

  const period = periods.find((p) => p.id === periodId) ?? null;
  const rule = amountError(amount, { decimals: USDT_DECIMALS, min: period?.minAmount, max: period?.maxAmount, balance: available });
  const stake = amountValue(amount, { decimals: USDT_DECIMALS });
  const low = (available !== null && period !== null && new BigNumber(available).isLessThan(period.minAmount)) || (touched && rule === 'insufficient');

  const confirm = (): Confirmation => ({
    title: direction === 'up' ? t('buy_up') : t('buy_down'),
    rows: [
      { label: t('symbol'), value: symbolLabel },
      { label: t('direction'), value: labels.direction(direction) },
      { label: t('period'), value: labels.duration(period!.seconds) },
      { label: t('payout_rate'), value: ratePercent(period!.payoutRate) },
      { label: t('amount'), value: exactAmount(stake, 'usdt') },
      { label: t('expected_payout'), value: exactAmount(expectedPayout(stake, period!.payoutRate), 'usdt') },
      { label: t('if_you_lose'), value: t('you_lose_amount', { amount: exactAmount(stake, 'usdt') }) },
      { label: t('from_contract_account'), value: exactAmount(stake, 'usdt') },
    ],
    note: t('second_note'),
  });

  const placing = useSubmit(() => createSecondContractOrder({ symbol, periodId: period!.id, direction, amount: stake! }), {
    check: () => {
      setTouched(true);
      if (rule || !period || stake === null) return false;
      // The risk statement comes before the user's first order; its acceptance submits again.
      if (!accepted && !acceptedNow.current) {
        setAsking(true);
        return false;
      }
      return true;
    },
    confirm,
    onDone: (order) => {
      toast(t('second_placed'));
      setAmount('');
      setTouched(false);
      onPlaced(order);
    },
  });

  const limits = period ? t('stake_hint', { min: exactAmount(period.minAmount, 'usdt'), max: exactAmount(period.maxAmount, 'usdt') }) : undefined;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        placing.submit();
      }}
      noValidate
      aria-label={t('place_order')}
    >
      <PeriodChips periods={periods} value={periodId} onChange={setPeriodId} />
      <SegmentedControl
        aria-label={t('direction')}
        value={direction}
        onChange={setDirection}
        options={[
          { value: 'up', label: t('up'), tone: 'up' },
          { value: 'down', label: t('down'), tone: 'down' },
        ]}
      />
      <AmountField
        name="amount"
        label={t('amount')}
        value={amount}
        onChange={setAmount}
        decimals={USDT_DECIMALS}
        unit="usdt"
        hint={limits}
        error={touched ? errorText(rule, { min: period?.minAmount, max: period?.maxAmount, unit: 'usdt', decimals: USDT_DECIMALS }) : null}
      />
      <BalanceLine available={available} coin="usdt" testId="second-available" />
      <TransferLink account="contract" low={low} />
      {period && (
        <DetailRows
          testId="second-preview"
          rows={[
            { label: t('expected_profit'), value: <><NumberText value={stake ? expectedProfit(stake, period.payoutRate) : null} /> USDT</> },
            { label: t('expected_payout'), value: <><NumberText value={stake ? expectedPayout(stake, period.payoutRate) : null} /> USDT</> },
          ]}
        />
      )}
      <Button type="submit" block loading={placing.busy} className={styles.submit} data-tone={direction === 'up' ? 'up' : 'down'}>
        {direction === 'up' ? t('buy_up') : t('buy_down')}
      </Button>
      <RiskDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onAccept={() => {
          setAsking(false);
          accept();
          acceptedNow.current = true;
          placing.submit();
        }}
      />
      {placing.confirmation}
    </form>
  );
}
