import { useState, type FormEvent } from 'react';
import { joinDefi, type DefiRate } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, formatPercent, NumberText, Section, toast } from '@atrium/ui';
import { AmountField, useAmountErrorText, maxAmount } from '@atrium/ui/amount';
import { joinError, stakeBounds, STAKE_COIN, STAKE_DECIMALS, tierFor } from '../logic/tiers';
import styles from './defi.module.css';
import screen from '../../shared/screen.module.css';

export interface JoinFormProps {
  rates: DefiRate[];
  /** USDT available in the funding account. */
  available: string;
  onJoined(): void;
}

/**
 * Stakes USDT from the funding account (a custodial movement through the ledger: nothing is
 * signed or approved on chain). The amount must fall in an income tier and within the balance;
 * a refused amount keeps what the user typed.
 */
export function JoinForm({ rates, available, onJoined }: JoinFormProps) {
  const { t } = useTranslation('defi-finance-defi');
  const amountText = useAmountErrorText();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const bounds = stakeBounds(rates);
  const rule = joinError(amount, rates, available);
  const tier = rule ? null : tierFor(amount, rates);
  const message = rule === 'no_tier' ? t('error_no_tier') : amountText(rule, { min: bounds.min ?? undefined, max: bounds.max ?? undefined, unit: STAKE_COIN });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (rule || busy) return;
    setBusy(true);
    try {
      await joinDefi(amount);
      toast(t('join_done'));
      setAmount('');
      setTouched(false);
      onJoined();
    } catch {
      // The client toasted the server's reason; the amount stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section as="form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="defi-join">
      <h2 id="defi-join" className={styles.heading}>
        {t('join_title')}
      </h2>
      <AmountField
        name="amount"
        label={t('join_amount')}
        value={amount}
        onChange={setAmount}
        decimals={STAKE_DECIMALS}
        unit={STAKE_COIN}
        onMax={() => setAmount(maxAmount(available, STAKE_DECIMALS, bounds.max))}
        error={touched ? message : null}
      />
      <div className={screen.row}>
        <span className={styles.label}>{t('available')}</span>
        <span data-testid="defi-available">
          <NumberText value={available} /> USDT
        </span>
      </div>
      {tier && (
        <div className={screen.row}>
          <span className={styles.label}>{t('join_rate')}</span>
          <span>{t('tier_rate', { rate: formatPercent(tier.rate) })}</span>
        </div>
      )}
      <p className={styles.notice}>{t('join_note')}</p>
      <Button type="submit" block loading={busy}>
        {t('join_button')}
      </Button>
    </Section>
  );
}
