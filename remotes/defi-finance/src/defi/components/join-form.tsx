import { useState } from 'react';
import { Row, SectionHeading } from '@atrium/kit';
import { joinDefi, type DefiRate } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, formatPercent, Section, toast, NumberText } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { AmountField, useAmountErrorText, maxAmount } from '@atrium/ui/amount';
import { dailyStakeIncome, joinError, stakeBounds, stakeValue, STAKE_COIN, STAKE_DECIMALS, tierFor } from '../logic/tiers';
import { useRangeText } from './use-range-text';
import styles from './defi.module.css';

export interface JoinFormProps {
  rates: DefiRate[];
  /** USDT available in the funding account. */
  available: string;
  onJoined(): void;
}

/**
 * Stakes USDT from the funding account (a custodial movement through the ledger: nothing is
 * signed or approved on chain). The amount must fall within the tiers' bounds and the balance;
 * a refused amount keeps what the user typed. One confirmation says what will move, at which
 * rate, from and back to which account, before anything is sent.
 */
export function JoinForm({ rates, available, onJoined }: JoinFormProps) {
  const { t } = useTranslation('defi-finance-defi');
  const amountText = useAmountErrorText();
  const rangeText = useRangeText();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const bounds = stakeBounds(rates);
  const rule = joinError(amount, rates, available);
  const value = stakeValue(amount);
  const tier = rule ? null : tierFor(value, rates);
  const message =
    rule === 'no_tier' ? t('error_no_tier') : amountText(rule, { min: bounds.min, max: bounds.max, unit: STAKE_COIN, decimals: STAKE_DECIMALS });

  const { busy, submit, confirmation } = useSubmit(() => joinDefi(value!), {
    check: () => {
      setTouched(true);
      return !rule;
    },
    confirm: () => ({
      title: t('confirm_join_title'),
      rows: [
        { label: t('join_amount'), value: <NumberText value={value} unit={STAKE_COIN} exact /> },
        { label: t('join_rate'), value: t('tier_rate', { rate: formatPercent(tier!.rate) }) },
        { label: t('estimate_daily'), value: <NumberText value={dailyStakeIncome(value, tier!.rate)} unit={STAKE_COIN} exact /> },
        { label: t('term'), value: t('no_term') },
        { label: t('taken_from'), value: t('funding_account') },
        { label: t('returns_to'), value: t('funding_account') },
      ],
      note: t('join_note'),
    }),
    onDone: () => {
      toast(t('join_done'));
      setAmount('');
      setTouched(false);
      onJoined();
    },
  });

  return (
    <Section
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      aria-labelledby="defi-join"
    >
      <SectionHeading id="defi-join">
        {t('join_title')}
      </SectionHeading>
      <AmountField
        name="amount"
        label={t('join_amount')}
        value={amount}
        onChange={setAmount}
        decimals={STAKE_DECIMALS}
        unit={STAKE_COIN}
        max={maxAmount(available, STAKE_DECIMALS, bounds.max)}
        hint={bounds.min === null ? undefined : rangeText(bounds.min, bounds.max)}
        error={touched ? message : null}
      />
      <Row label={t('available')}>
        <NumberText value={available} unit={STAKE_COIN} exact data-testid="defi-available" />
      </Row>
      {tier && (
        <Row label={t('join_rate')}>
          <span>{t('tier_rate', { rate: formatPercent(tier.rate) })}</span>
        </Row>
      )}
      <p className={styles.notice}>{t('join_note')}</p>
      <Button type="submit" block loading={busy}>
        {t('join_button')}
      </Button>
      {confirmation}
    </Section>
  );
}
