import { useEffect, useState } from 'react';
import {
  ApiError,
  assetBalance,
  freezeList,
  getWithDrawCoinList,
  getWithdrawStatus,
  listSavedAddresses,
  saveCacheAddress,
  submitWithdraw,
  type CallOptions,
  type WithdrawSubmit,
} from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSessionStore, Link, useNavigate, useSearchParams } from '@atrium/platform';
import { Row, useAsync, useForm } from '@atrium/kit';
import { useDetour, useReturnedDraft } from '@atrium/platform/detour';
import { Button, EmptyState, NumberText, Page, PasswordField, Section, TextField, toast, formatMoney } from '@atrium/ui';
import { ConfirmSheet, useSubmit } from '@atrium/ui/submit';
import { AmountField, amountValue, ChoiceChips, coinDecimals, maxAmount, useAmountErrorText } from '@atrium/ui/amount';
import { Checkbox, Fieldset, LinkButton } from '@atrium/ui/controls';
import { businessMessage } from '../components/api-error-text';
import { AsyncView } from '../components/async-view';
import { WithdrawClosedNotice } from '../components/withdraw-closed-notice';
import { useWithdrawLimitsText } from '../components/withdraw-limits';
import { ADDRESS_LIMIT, LABEL_LIMIT } from '../logic/address-rules';
import { netOfFee } from '../logic/amount';
import { availableIn } from '../logic/balances';
import { withdrawProblems } from '../logic/withdraw-rules';
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

/** /withdraw-apply?coin&chain: address and amount, then the confirmation with the fund password. */
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
          if (!coin || !chain) return <EmptyState title={t('unknown_coin')} action={<LinkButton to="/withdraw">{t('title_withdraw')}</LinkButton>} />;
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

/** The withdrawal the confirmation shows, fixed when it opens: what its Confirm sends, with the fund password. */
type PendingWithdrawal = Omit<WithdrawSubmit, 'pwd'> & { fee: string; net: string };

function WithdrawForm({ data, coin, chain }: WithdrawFormProps) {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const errorText = useAmountErrorText();
  const limitsText = useWithdrawLimitsText();
  const hasFundPassword = useSessionStore((s) => s.userInfo?.hasFundPassword ?? true);
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  // Back from a detour (the fund password, a new saved address), the form is as it was left.
  const draft = useReturnedDraft({ address: '', save: false, label: '', amount: '' });
  const [save, setSave] = useState(draft.save);
  const [pending, setPending] = useState<PendingWithdrawal | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const unit = coin.toUpperCase();
  const decimals = coinDecimals(coin);
  const available = availableIn(data.assets.balances, coin);
  const frozen = data.frozen.filter((f) => f.coin.toLowerCase() === coin.toLowerCase());
  const saved = data.book.filter((a) => a.chain === chain.chain && a.coin.toLowerCase() === coin.toLowerCase());
  const closed = !data.status.open;
  const form = useForm(
    { address: draft.address, label: draft.label, amount: draft.amount },
    (values) => withdrawProblems(values, { chain, available, decimals }),
    (problem) =>
      problem === 'error_address' || problem === 'error_fee_exceeds'
        ? t(problem, { chain: chain.chain })
        : errorText(problem, { min: chain.minAmount, max: chain.maxAmount, unit, decimals })!,
    // The label is sent only when the address is saved: a long one under an unticked box blocks nothing.
    save ? { address: ADDRESS_LIMIT, label: LABEL_LIMIT } : { address: ADDRESS_LIMIT },
  );
  const detour = useDetour(() => ({ ...form.values, save }));
  // In the sheet: the fund password, checked when Confirm is pressed.
  const password = useForm<{ pwd: string }, 'error_fund_password_required'>(
    { pwd: '' },
    (values) => (values.pwd === '' ? { pwd: 'error_fund_password_required' } : {}),
    (key) => t(key),
  );

  const trimmedAddress = form.values.address.trim();
  const value = amountValue(form.values.amount, { decimals });
  const net = value === null ? null : netOfFee(value, chain.fee);
  const willSave = save && !saved.some((a) => a.address === trimmedAddress);

  // The fund password goes with the withdrawal: a wrong one is said under it, the sheet stays, and it is retyped.
  const send = useSubmit(
    async () => {
      const request = pending!;
      const made = await submitWithdraw({ coin: request.coin, chain: request.chain, address: request.address, amount: request.amount, pwd: password.values.pwd }).catch(
        (error: unknown) => {
          setServerError(businessMessage(error));
          throw error;
        },
      );
      if (willSave) {
        // The withdrawal is made whatever happens here: a refusal of the address was said by the client.
        await saveCacheAddress({ coin, chain: chain.chain, address: request.address, label: form.values.label.trim() || unit }).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.shown)) toast(t('address_not_saved'));
        });
      }
      return made;
    },
    {
      blocking: true,
      check: password.check,
      onDone: ({ id }) => {
        setPending(null);
        void refreshUserInfo().catch(() => undefined);
        toast(t('withdraw_submitted'));
        navigate(`/withdraw-detail?id=${id}`, { replace: true });
      },
    },
  );

  const review = () => {
    if (!form.check() || closed || !net || value === null) return;
    setServerError(null);
    password.reset();
    setPending({ coin, chain: chain.chain, address: trimmedAddress, amount: value, fee: chain.fee, net: net.toFixed() });
  };

  // The amount field has no blur of its own: its problem shows once a review was tried.
  const amountField = form.field('amount');

  return (
    <>
      {closed && <WithdrawClosedNotice message={data.status.message} />}
      {!hasFundPassword && (
        <p className={styles.notice} role="alert">
          {t('fund_password_missing')}{' '}
          <Link className={styles.link} {...detour.link('/fund-password')}>
            {t('set_fund_password')}
          </Link>
        </p>
      )}
      <Section
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
        noValidate
        aria-disabled={closed}
      >
        <p className={styles.muted}>
          {unit} · {chain.chain}
        </p>
        <Fieldset disabled={closed}>
          <TextField label={t('address')} {...form.field('address')} dir="ltr" autoComplete="off" spellCheck={false} />
          {saved.length > 0 && (
            <ChoiceChips
              aria-label={t('saved_addresses')}
              items={saved.map((a) => ({ value: a.address, label: a.label }))}
              value={form.values.address}
              onChange={(picked) => form.set('address', picked)}
            />
          )}
          <Link className={styles.link} {...detour.link(`/addAddress?${new URLSearchParams({ coin, chain: chain.chain })}`)}>
            {t('add_address')}
          </Link>
          {!saved.some((a) => a.address === trimmedAddress) && (
            <Checkbox label={t('save_address')} checked={save} onChange={setSave} />
          )}
          {save && <TextField label={t('address_label')} {...form.field('label')} hint={t('address_label_hint')} />}
          <AmountField
            name="amount"
            label={t('amount')}
            value={amountField.value}
            onChange={amountField.onChange}
            decimals={decimals}
            unit={coin}
            max={maxAmount(available, decimals, chain.maxAmount)}
            maxLabel={t('all')}
            hint={`${limitsText(chain, coin)} · ${t('fee_is', { amount: formatMoney(chain.fee, coin) })}`}
            error={amountField.error}
          />
        </Fieldset>
        <Row label={t('available')}>
          <span dir="ltr" data-testid="withdraw-available">
            <NumberText value={available} /> {unit}
          </span>
        </Row>
        {frozen.map((f, i) => (
          <Row
            key={`${f.orderId ?? 'x'}-${i}`}
            data-testid="frozen-row"
            // Every reason in the reader's words: one the screen does not know (the server's "other") is "other reasons", never the server's English.
            label={t('frozen_for', { reason: t(f.reason === 'withdrawal' ? 'reason_withdrawal' : f.reason === 'order' ? 'reason_order' : 'reason_misc') })}
          >
            <span dir="ltr">
              <NumberText value={f.amount} /> {unit}
            </span>
          </Row>
        ))}
        <Row label={t('fee')}>
          <span dir="ltr">
            <NumberText value={chain.fee} /> {unit}
          </span>
        </Row>
        <Row label={t('net_amount')}>
          <span dir="ltr" className={styles.strong} data-testid="withdraw-net">
            <NumberText value={net ?? '0'} /> {unit}
          </span>
        </Row>
        <Button type="submit" block disabled={closed || !hasFundPassword}>
          {t('withdraw')}
        </Button>
      </Section>
      <ConfirmSheet
        confirmation={
          pending && {
            title: t('confirm_withdraw'),
            rows: [
              { label: t('coin'), value: unit },
              { label: t('chain'), value: pending.chain },
              { label: t('address'), value: <span className={styles.mono}>{pending.address}</span> },
              { label: t('amount'), value: <span dir="ltr">{formatMoney(pending.amount, coin, { exact: true })}</span> },
              { label: t('fee'), value: <span dir="ltr">{formatMoney(pending.fee, coin, { exact: true })}</span> },
              { label: t('net_amount'), value: <span dir="ltr">{formatMoney(pending.net, coin, { exact: true })}</span> },
            ],
            note: (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  send.submit();
                }}
              >
                <PasswordField
                  label={t('fund_password')}
                  {...password.field('pwd')}
                  name="fund-password"
                  autoComplete="off"
                  onChange={(typed) => {
                    password.set('pwd', typed);
                    setServerError(null);
                  }}
                  error={serverError ?? password.field('pwd').error}
                />
              </form>
            ),
          }
        }
        busy={send.busy}
        onConfirm={send.submit}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
