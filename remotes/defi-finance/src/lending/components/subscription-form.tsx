import { useState, type FormEvent } from 'react';
import { applySubscription, type Launch } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useSessionStore, useNavigate } from '@atrium/platform';
import { Button, Section, toast } from '@atrium/ui';
import { AmountField, useAmountErrorText, amountError, coinDecimals, maxAmount } from '@atrium/ui/amount';
import { tokensFor } from '../logic/launch-math';
import { DetailRows } from './detail-rows';
import { ExactAmount } from './exact-amount';
import styles from './lending.module.css';
import screen from '../../shared/screen.module.css';

const USDT_DECIMALS = coinDecimals('usdt');

/**
 * An application: USDT within the launch's limits and the available balance, with the tokens
 * it buys if allocated in full, and the rule that an oversubscribed launch allocates pro rata.
 */
export function SubscriptionForm({ launch, usdtAvailable }: { launch: Launch; usdtAvailable: string }) {
  const { t } = useTranslation('defi-finance-lending');
  const errorText = useAmountErrorText();
  const navigate = useNavigate();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const limits = { min: launch.minAmount, max: launch.maxAmount };
  const rule = amountError(amount, { ...limits, balance: usdtAvailable, decimals: USDT_DECIMALS });
  const tokens = amountError(amount, { decimals: USDT_DECIMALS }) ? null : tokensFor(amount, launch.price);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (rule || busy) return;
    setBusy(true);
    try {
      await applySubscription(launch.id, amount);
      toast(t('applied_toast', { amount: `${amount} USDT`, name: launch.name }));
      void refreshUserInfo().catch(() => undefined);
      void navigate('/subscription/order');
    } catch {
      // The client has toasted the reason; the amount stays.
      setBusy(false);
    }
  };

  return (
    <Section as="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('apply_to', { name: launch.name })}>
      <h2 className={styles.heading}>
        {launch.name} <span className={screen.muted}>{launch.token.toUpperCase()}</span>
      </h2>
      <AmountField
        name="subscription-amount"
        label={t('apply_amount')}
        value={amount}
        decimals={USDT_DECIMALS}
        unit="usdt"
        onChange={setAmount}
        onMax={() => setAmount(maxAmount(usdtAvailable, USDT_DECIMALS, launch.maxAmount))}
        error={touched ? errorText(rule, { ...limits, unit: 'usdt' }) : null}
      />
      <DetailRows
        rows={[
          { label: t('usdt_available'), value: <ExactAmount value={usdtAvailable} coin="usdt" />, testId: 'apply-available' },
          { label: t('apply_limits'), value: <span dir="ltr">{launch.minAmount} – {launch.maxAmount} USDT</span> },
          { label: t('launch_price'), value: <span dir="ltr">1 {launch.token.toUpperCase()} = {launch.price} USDT</span> },
          { label: t('tokens_at_full'), value: <ExactAmount value={tokens} coin={launch.token} />, testId: 'apply-tokens' },
        ]}
      />
      <p className={styles.notice}>{t('pro_rata_note')}</p>
      <Button type="submit" block loading={busy}>
        {t('apply_submit')}
      </Button>
    </Section>
  );
}
