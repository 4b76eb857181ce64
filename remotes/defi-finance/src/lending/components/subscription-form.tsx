import { useState } from 'react';
import { SectionHeading } from '@atrium/kit';
import { applySubscription, type Launch } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSessionStore, useNavigate } from '@atrium/platform';
import { Button, Section, toast, formatMoney, formatAmountRange, NumberText } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { AmountField, useAmountErrorText, amountError, amountValue, coinDecimals, maxAmount } from '@atrium/ui/amount';
import { tokensFor } from '../logic/launch-math';
import { DetailRows } from './detail-rows';
import { LaunchPrice } from './launch-price';
import styles from './lending.module.css';
import screen from '../../shared/screen.module.css';

const USDT_DECIMALS = coinDecimals('usdt');

/**
 * An application: USDT within the launch's limits and the available balance, with the tokens
 * it buys if allocated in full, and the rule that an oversubscribed launch allocates pro rata;
 * one confirmation of all of it before anything is sent.
 */
export function SubscriptionForm({ launch, usdtAvailable }: { launch: Launch; usdtAvailable: string }) {
  const { t } = useTranslation('defi-finance-lending');
  const errorText = useAmountErrorText();
  const navigate = useNavigate();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const limits = { min: launch.minAmount, max: launch.maxAmount };
  const rule = amountError(amount, { ...limits, balance: usdtAvailable, decimals: USDT_DECIMALS });
  const value = amountValue(amount, { decimals: USDT_DECIMALS });
  const tokens = value === null ? null : tokensFor(value, launch.price);

  const { busy, submit, confirmation } = useSubmit(() => applySubscription(launch.id, value!), {
    check: () => {
      setTouched(true);
      return !rule;
    },
    confirm: () => ({
      title: t('confirm_apply_title'),
      rows: [
        { label: t('launch'), value: `${launch.name} (${launch.token.toUpperCase()})` },
        { label: t('apply_amount'), value: <NumberText value={value} unit="usdt" exact /> },
        { label: t('paid_from'), value: t('funding_account') },
        { label: t('launch_price'), value: <LaunchPrice launch={launch} /> },
        { label: t('tokens_at_full'), value: <NumberText value={tokens} unit={launch.token} exact /> },
      ],
      note: (
        <>
          <p>{t('confirm_apply_note')}</p>
          <p>{t('pro_rata_note')}</p>
        </>
      ),
    }),
    onDone: () => {
      toast(t('applied_toast', { amount: formatMoney(value, 'usdt', { exact: true }), name: launch.name }));
      // A background refresh of the header's figures: the application itself is made.
      void refreshUserInfo().catch(() => undefined);
      void navigate('/subscription/order');
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
      aria-label={t('apply_to', { name: launch.name })}
    >
      <SectionHeading className={styles.withStatus}>
        {launch.name} <span className={screen.muted}>{launch.token.toUpperCase()}</span>
      </SectionHeading>
      <AmountField
        name="subscription-amount"
        label={t('apply_amount')}
        value={amount}
        decimals={USDT_DECIMALS}
        unit="usdt"
        onChange={setAmount}
        max={maxAmount(usdtAvailable, USDT_DECIMALS, launch.maxAmount)}
        hint={formatAmountRange(launch.minAmount, launch.maxAmount, 'usdt')}
        error={touched ? errorText(rule, { ...limits, unit: 'usdt', decimals: USDT_DECIMALS }) : null}
      />
      <DetailRows
        rows={[
          { label: t('usdt_available'), value: <NumberText value={usdtAvailable} unit="usdt" exact />, testId: 'apply-available' },
          { label: t('apply_limits'), value: <span dir="ltr">{formatAmountRange(launch.minAmount, launch.maxAmount, 'usdt')}</span> },
          { label: t('launch_price'), value: <LaunchPrice launch={launch} /> },
          { label: t('tokens_at_full'), value: <NumberText value={tokens} unit={launch.token} exact />, testId: 'apply-tokens' },
        ]}
      />
      <p className={styles.notice}>{t('pro_rata_note')}</p>
      <Button type="submit" block loading={busy}>
        {t('apply_submit')}
      </Button>
      {confirmation}
    </Section>
  );
}
