import { useEffect, useState, type FormEvent } from 'react';
import {
  assetBalance,
  freezeList,
  getWithDrawCoinList,
  getWithdrawStatus,
  listSavedAddresses,
  saveCacheAddress,
  submitWithdraw,
  type CallOptions,
} from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useSessionStore, Link, useNavigate, useSearchParams } from '@atrium/platform';
import { Button, EmptyState, NumberText, Page, Section, TextField, toast } from '@atrium/ui';
import {
  AmountField,
  useAmountErrorText,
  coinDecimals,
  INPUT_DECIMALS,
  amountError,
  maxAmount,
  ChoiceChips,
} from '@atrium/ui/amount';
import { businessMessage } from '../components/api-error-text';
import { AsyncView } from '../components/async-view';
import { useAsync } from '@atrium/platform';
import { WithdrawClosedNotice } from '../components/withdraw-closed-notice';
import { WithdrawConfirmSheet } from '../components/withdraw-confirm-sheet';
import { isValidAddress } from '../logic/address-rules';
import { netOfFee } from '../logic/amount';
import { availableIn } from '../logic/balances';
import styles from '../components/funds-page.module.css';

type WithdrawData = Awaited<ReturnType<typeof loadWithdrawData>>;

const loadWithdrawData = async (call: CallOptions) => {
  const [coins, status, assets, frozen, book] = await Promise.all([
    getWithDrawCoinList(call),
    getWithdrawStatus(call),
    assetBalance(call),
    freezeList(call),
    listSavedAddresses(call),
  ]);
  return { coins, status, assets, frozen, book };
};

/** /withdraw-apply?coin&chain: address, amount, fee and net, then the fund password in a sheet. */
export default function WithdrawApplyPage() {
  const { t } = useTranslation('funds');
  const [params] = useSearchParams();
  const coinKey = params.get('coin') ?? '';
  const chainKey = params.get('chain') ?? '';
  const data = useAsync(loadWithdrawData);
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  // Whether a fund password exists is read fresh: it may have just been set on /fund-password.
  useEffect(() => void refreshUserInfo().catch(() => undefined), [refreshUserInfo]);
  return (
    <Page title={t('title_withdraw_apply')} back="/withdraw">
      <AsyncView result={data}>
        {(d) => {
          const coin = d.coins.find((c) => c.coin === coinKey);
          const chain = coin?.chains.find((c) => c.chain === chainKey);
          if (!coin || !chain) return <EmptyState title={t('unknown_coin')} action={<Link className={styles.link} to="/withdraw">{t('title_withdraw')}</Link>} />;
          return <WithdrawForm data={d} coin={coin.coin} chain={chain} />;
        }}
      </AsyncView>
    </Page>
  );
}

interface WithdrawFormProps {
  data: WithdrawData;
  coin: string;
  chain: WithdrawData['coins'][number]['chains'][number];
}

function WithdrawForm({ data, coin, chain }: WithdrawFormProps) {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const errorText = useAmountErrorText();
  const hasFundPassword = useSessionStore((s) => s.userInfo?.hasFundPassword ?? true);
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [address, setAddress] = useState('');
  const [save, setSave] = useState(false);
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const unit = coin.toUpperCase();
  const decimals = Math.min(coinDecimals(coin), INPUT_DECIMALS);
  const available = availableIn(data.assets.balances, coin);
  const frozen = data.frozen.filter((f) => f.coin.toLowerCase() === coin.toLowerCase());
  const saved = data.book.filter((a) => a.chain === chain.chain && a.coin.toLowerCase() === coin.toLowerCase());
  const closed = !data.status.open;
  const addressBad = !isValidAddress(chain.chain, address);
  const amountRule = amountError(amount, { min: chain.minAmount, max: chain.maxAmount, balance: available, decimals });
  const net = netOfFee(amount, chain.fee);
  const netTooSmall = !amountRule && net !== null && net.isLessThanOrEqualTo(0);
  const invalid = addressBad || Boolean(amountRule) || netTooSmall;

  const review = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || closed) return;
    setServerError(null);
    setSheetOpen(true);
  };

  const confirm = async (pwd: string) => {
    setBusy(true);
    setServerError(null);
    try {
      const { id } = await submitWithdraw({ coin, chain: chain.chain, address: address.trim(), amount, pwd });
      if (save && !saved.some((a) => a.address === address.trim())) {
        await saveCacheAddress({ coin, chain: chain.chain, address: address.trim(), label: label.trim() || unit }).catch(() => undefined);
      }
      void refreshUserInfo().catch(() => undefined);
      toast(t('withdraw_submitted'));
      navigate(`/withdraw-detail?id=${id}`, { replace: true });
    } catch (error) {
      // Keep the form and the sheet: a wrong fund password is retyped, a network error retried.
      setServerError(businessMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {closed && <WithdrawClosedNotice message={data.status.message} />}
      {!hasFundPassword && (
        <p className={styles.notice} role="alert">
          {t('fund_password_missing')}{' '}
          <Link className={styles.link} to="/fund-password">
            {t('set_fund_password')}
          </Link>
        </p>
      )}
      <Section as="form" onSubmit={review} noValidate aria-disabled={closed}>
        <p className={styles.muted}>
          {unit} · {chain.chain}
        </p>
        <Section as="fieldset" disabled={closed}>
          <TextField
            label={t('address')}
            name="address"
            value={address}
            onChange={setAddress}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            error={touched && addressBad ? t('error_address', { chain: chain.chain }) : undefined}
          />
          {saved.length > 0 && (
            <ChoiceChips
              aria-label={t('saved_addresses')}
              items={saved.map((a) => ({ value: a.address, label: a.label }))}
              value={address}
              onChange={setAddress}
            />
          )}
          {!saved.some((a) => a.address === address.trim()) && (
            <label className={styles.row}>
              <span>{t('save_address')}</span>
              <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
            </label>
          )}
          {save && <TextField label={t('address_label')} name="label" value={label} onChange={setLabel} maxLength={30} />}
          <AmountField
            name="amount"
            label={t('amount')}
            value={amount}
            onChange={setAmount}
            decimals={decimals}
            unit={coin}
            maxLabel={t('all')}
            onMax={() => setAmount(maxAmount(available, decimals))}
            error={touched ? (errorText(amountRule, { min: chain.minAmount, max: chain.maxAmount, unit }) ?? (netTooSmall ? t('error_fee_exceeds') : null)) : null}
          />
        </Section>
        <div className={styles.row}>
          <span className={styles.muted}>{t('available')}</span>
          <span data-testid="withdraw-available">
            <NumberText value={available} /> {unit}
          </span>
        </div>
        {frozen.map((f, i) => (
          <div key={`${f.orderId ?? 'x'}-${i}`} className={styles.row} data-testid="frozen-row">
            <span className={styles.muted}>{t('frozen_for', { reason: f.reason === 'withdrawal' ? t('reason_withdrawal') : f.reason === 'order' ? t('reason_order') : f.reason })}</span>
            <span>
              <NumberText value={f.amount} /> {unit}
            </span>
          </div>
        ))}
        <div className={styles.row}>
          <span className={styles.muted}>{t('limits')}</span>
          <span>
            {chain.minAmount} – {chain.maxAmount} {unit}
          </span>
        </div>
        <div className={styles.row}>
          <span className={styles.muted}>{t('fee')}</span>
          <span>
            <NumberText value={chain.fee} /> {unit}
          </span>
        </div>
        <div className={styles.row}>
          <span className={styles.muted}>{t('net_amount')}</span>
          <span className={styles.strong} data-testid="withdraw-net">
            <NumberText value={net ?? '0'} /> {unit}
          </span>
        </div>
        <Button type="submit" block disabled={closed || !hasFundPassword}>
          {t('withdraw')}
        </Button>
      </Section>
      <WithdrawConfirmSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        coin={coin}
        address={address.trim()}
        amount={amount}
        fee={chain.fee}
        net={net?.toFixed() ?? '0'}
        busy={busy}
        error={serverError}
        onConfirm={(pwd) => void confirm(pwd)}
      />
    </>
  );
}
