import { useRef, useState } from 'react';
import { ACCOUNT_TYPES, assetBalance, transferFunds, type AccountType, type AssetBalances, type TransferRequest } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSearchParams, useSessionStore } from '@atrium/platform';
import { Row, useAsync } from '@atrium/kit';
import { Button, EmptyState, Icon, NumberText, Page, Section, toast, formatMoney } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { AmountField, amountError, amountValue, coinDecimals, maxAmount, useAmountErrorText } from '@atrium/ui/amount';
import { AsyncView } from '../components/async-view';
import { Select } from '@atrium/ui/controls';
import { availableIn } from '../logic/balances';
import { transferCoin, transferPreset } from '../logic/transfer-preset';
import styles from '../components/funds-page.module.css';

/**
 * /transfer?to&from&coin: move a coin between the user's accounts (funding, spot, contract). A
 * trading screen's "Transfer in" opens it with its own account as the destination (`?to=contract`).
 */
export default function TransferPage() {
  const { t } = useTranslation('funds');
  const [params] = useSearchParams();
  const [version, setVersion] = useState(0);
  const data = useAsync(assetBalance, [version]);
  return (
    <Page title={t('title_transfer')}>
      <AsyncView result={data}>
        {(assets) =>
          assets.balances.length === 0 ? (
            <EmptyState title={t('no_balances')} />
          ) : (
            // Another preset in the address starts the form again from it.
            <TransferForm key={params.toString()} params={params} assets={assets} onMoved={() => setVersion((n) => n + 1)} />
          )
        }
      </AsyncView>
    </Page>
  );
}

interface TransferFormProps {
  params: URLSearchParams;
  assets: AssetBalances;
  onMoved(): void;
}

function TransferForm({ params, assets, onMoved }: TransferFormProps) {
  const { t } = useTranslation('funds');
  const errorText = useAmountErrorText();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const coins = [...new Set(assets.balances.map((b) => b.coin))];
  const [coin, setCoin] = useState(() => transferCoin(params, coins));
  const [accounts, setAccounts] = useState(() => transferPreset(params));
  const { from, to } = accounts;
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  /** The transfer the confirmation showed: what Confirm sends. */
  const confirmed = useRef<TransferRequest | null>(null);
  const decimals = coinDecimals(coin);
  const available = availableIn(assets.balances, coin, from);
  const rule = amountError(amount, { balance: available, decimals });
  const value = amountValue(amount, { decimals });
  const options = ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`account_${a}`) }));

  const pick = (side: 'from' | 'to', account: AccountType) => {
    // The two accounts always differ: picking the other side's account swaps them.
    if (side === 'from') setAccounts(account === to ? { from: account, to: from } : { from: account, to });
    else setAccounts(account === from ? { from: to, to: account } : { from, to: account });
  };

  const transfer = useSubmit(
    async () => {
      const request = confirmed.current!;
      await transferFunds(request);
      return request;
    },
    {
      check: () => {
        setTouched(true);
        return !rule && value !== null;
      },
      confirm: () => {
        confirmed.current = { coin, amount: value!, from, to };
        return {
          title: t('confirm_transfer'),
          rows: [
            { label: t('coin'), value: coin.toUpperCase() },
            { label: t('amount'), value: <span dir="ltr">{formatMoney(value, coin, { exact: true })}</span> },
            { label: t('from_account'), value: t(`account_${from}`) },
            { label: t('to_account'), value: t(`account_${to}`) },
          ],
          note: t(`arrives_${to}`),
        };
      },
      onDone: (made) => {
        toast(t('transfer_done', { amount: formatMoney(made.amount, made.coin, { exact: true }) }));
        setAmount('');
        setTouched(false);
        void refreshUserInfo().catch(() => undefined);
        onMoved();
      },
    },
  );

  return (
    <>
      <Section
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          transfer.submit();
        }}
        noValidate
      >
        <Select label={t('coin')} value={coin} options={coins.map((c) => ({ value: c, label: c.toUpperCase() }))} onChange={setCoin} />
        <Select label={t('from_account')} value={from} options={options} onChange={(a) => pick('from', a as AccountType)} />
        <Button variant="secondary" aria-label={t('flip')} onClick={() => setAccounts({ from: to, to: from })}>
          <Icon name="flip" />
        </Button>
        <Select label={t('to_account')} value={to} options={options} onChange={(a) => pick('to', a as AccountType)} />
        <AmountField
          name="amount"
          label={t('amount')}
          value={amount}
          onChange={setAmount}
          decimals={decimals}
          unit={coin}
          max={maxAmount(available, decimals)}
          error={touched ? errorText(rule, { unit: coin, decimals }) : null}
        />
        <Row label={t('available')}>
          <span dir="ltr" data-testid="transfer-available">
            <NumberText value={available} /> {coin.toUpperCase()}
          </span>
        </Row>
        <p className={styles.strong} data-testid="transfer-destination">
          {t(`arrives_${to}`)}
        </p>
        <Button type="submit" block loading={transfer.busy}>
          {t('transfer')}
        </Button>
      </Section>
      {transfer.confirmation}
    </>
  );
}
