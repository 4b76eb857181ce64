import { useState, type FormEvent } from 'react';
import BigNumber from 'bignumber.js';
import { createSecondContractOrder, type Period, type SecondContractOrder, type SecondDirection } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, NumberText, Section, toast } from '@atrium/ui';
import { AmountInput } from '../components/amount-input';
import { BalanceLine } from '../components/balance-line';
import { DetailRows } from '../components/detail-rows';
import { ToggleGroup } from '../components/toggle-group';
import { useProblemText } from '../components/use-problem-text';
import { useRiskAccepted } from '../hooks/use-risk-accepted';
import { amountProblem, parseTyped, wireDecimal } from '../logic/amount-rules';
import { USDT_DECIMALS } from '../logic/decimal';
import { expectedPayout, expectedProfit } from '../logic/second-math';
import { PeriodChips } from './period-chips';
import { RiskDialog } from './risk-dialog';

export interface SecondFormProps {
  symbol: string;
  periods: Period[];
  /** The contract account's available USDT, or null while it loads. */
  available: string | null;
  onPlaced(order: SecondContractOrder): void;
}

/** Period, Up / Down and amount, with the payout of a win shown before the order is sent. */
export function SecondForm({ symbol, periods, available, onPlaced }: SecondFormProps) {
  const { t } = useTranslation('trading-orders');
  const problemText = useProblemText();
  const [accepted, accept] = useRiskAccepted();
  const [periodId, setPeriodId] = useState<number | null>(periods[0]?.id ?? null);
  const [direction, setDirection] = useState<SecondDirection>('up');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const period = periods.find((p) => p.id === periodId) ?? null;
  const problem = amountProblem(amount, { decimals: USDT_DECIMALS, min: period?.minAmount, max: period?.maxAmount, balance: available });
  const stake = parseTyped(amount);
  const low = available !== null && period !== null && new BigNumber(available).isLessThan(period.minAmount);

  const place = async () => {
    if (!period) return;
    setBusy(true);
    try {
      const order = await createSecondContractOrder({ symbol, periodId: period.id, direction, amount: wireDecimal(amount) });
      toast(t('second_placed'));
      setAmount('');
      setTouched(false);
      onPlaced(order);
    } catch {
      // The client has toasted the server's reason; the amount stays.
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || problem || !period) return;
    // The risk statement comes before the user's first order.
    if (!accepted) return setAsking(true);
    void place();
  };

  return (
    <Section as="form" onSubmit={submit} noValidate aria-label={t('place_order')}>
      <PeriodChips periods={periods} value={periodId} onChange={setPeriodId} />
      <ToggleGroup
        label={t('direction')}
        value={direction}
        onChange={setDirection}
        items={[
          { value: 'up', label: t('up'), tone: 'up' },
          { value: 'down', label: t('down'), tone: 'down' },
        ]}
      />
      <AmountInput
        name="amount"
        label={t('amount')}
        value={amount}
        onChange={setAmount}
        unit="usdt"
        error={touched ? problemText(problem, { min: period?.minAmount, max: period?.maxAmount, decimals: USDT_DECIMALS, unit: 'usdt' }) : null}
      />
      <BalanceLine available={available} coin="usdt" low={low} testId="second-available" />
      {period && (
        <DetailRows
          testId="second-preview"
          rows={[
            { label: t('limits'), value: <span dir="ltr"><NumberText value={period.minAmount} /> – <NumberText value={period.maxAmount} /> USDT</span> },
            { label: t('expected_profit'), value: <><NumberText value={stake ? expectedProfit(stake, period.payoutRate) : null} /> USDT</> },
            { label: t('expected_payout'), value: <><NumberText value={stake ? expectedPayout(stake, period.payoutRate) : null} /> USDT</> },
          ]}
        />
      )}
      <Button type="submit" block loading={busy} variant={direction === 'up' ? 'primary' : 'danger'}>
        {direction === 'up' ? t('buy_up') : t('buy_down')}
      </Button>
      <RiskDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onAccept={() => {
          setAsking(false);
          accept();
          void place();
        }}
      />
    </Section>
  );
}
