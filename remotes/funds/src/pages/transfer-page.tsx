import { useState, type FormEvent } from 'react';
import { ACCOUNT_TYPES, assetBalance, transferFunds, type AccountType, type AssetBalances } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@atrium/platform';
import { Button, EmptyState, Icon, NumberText, Page, Section, toast } from '@atrium/ui';
import { AmountField, useAmountErrorText, coinDecimals, amountError, maxAmount } from '@atrium/ui/amount';
import { AsyncView } from '../components/async-view';
import { CoinSelect } from '../components/coin-select';
import { useAsync } from '@atrium/platform';
import { availableIn } from '../logic/balances';
import styles from '../components/funds-page.module.css';

/** /transfer: move a coin between the user's accounts (funding, spot, contract). */
export default function TransferPage() {
  const { t } = useTranslation('funds');
  const [version, setVersion] = useState(0);
  const data = useAsync(assetBalance, [version]);
  return (
    <Page title={t('title_transfer')}>
      <AsyncView result={data}>
        {(assets) => (assets.balances.length === 0 ? <EmptyState title={t('no_balances')} /> : <TransferForm assets={assets} onMoved={() => setVersion((n) => n + 1)} />)}
      </AsyncView>
    </Page>
  );
}

function TransferForm({ assets, onMoved }: { assets: AssetBalances; onMoved(): void }) {
  const { t } = useTranslation('funds');
  const errorText = useAmountErrorText();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const coins = [...new Set(assets.balances.map((b) => b.coin))];
  const [coin, setCoin] = useState(coins.includes('usdt') ? 'usdt' : coins[0]!);
  const [from, setFrom] = useState<AccountType>('funding');
  const [to, setTo] = useState<AccountType>('spot');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const decimals = coinDecimals(coin);
  const available = availableIn(assets.balances, coin, from);
  const rule = amountError(amount, { balance: available, decimals });
  const accounts = ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`account_${a}`) }));

  const pick = (side: 'from' | 'to', account: AccountType) => {
    // The two accounts always differ: picking the other side's account swaps them.
    if (side === 'from') {
      if (account === to) setTo(from);
      setFrom(account);
    } else {
      if (account === from) setFrom(to);
      setTo(account);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (rule || busy) return;
    setBusy(true);
    try {
      await transferFunds({ coin, amount, from, to });
      toast(t('transfer_done'));
      setAmount('');
      setTouched(false);
      void refreshUserInfo().catch(() => undefined);
      onMoved();
    } catch {
      // Toasted by the client; the form stays filled.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section as="form" onSubmit={(e) => void submit(e)} noValidate>
      <CoinSelect label={t('coin')} value={coin} options={coins.map((c) => ({ value: c, label: c.toUpperCase() }))} onChange={setCoin} />
      <CoinSelect label={t('from_account')} value={from} options={accounts} onChange={(a) => pick('from', a as AccountType)} />
      <Button
        variant="secondary"
        aria-label={t('flip')}
        onClick={() => {
          setFrom(to);
          setTo(from);
        }}
      >
          <Icon name="flip" />
      </Button>
      <CoinSelect label={t('to_account')} value={to} options={accounts} onChange={(a) => pick('to', a as AccountType)} />
      <AmountField
        name="amount"
        label={t('amount')}
        value={amount}
        onChange={setAmount}
        decimals={decimals}
        unit={coin}
        onMax={() => setAmount(maxAmount(available, decimals))}
        error={touched ? errorText(rule, { unit: coin }) : null}
      />
      <div className={styles.row}>
        <span className={styles.muted}>{t('available')}</span>
        <span data-testid="transfer-available">
          <NumberText value={available} /> {coin.toUpperCase()}
        </span>
      </div>
      <Button type="submit" block loading={busy}>
        {t('transfer')}
      </Button>
    </Section>
  );
}
