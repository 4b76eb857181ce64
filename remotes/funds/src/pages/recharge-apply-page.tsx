import { useState, type FormEvent } from 'react';
import { ApiError, getAppCurrencyList, submitRecharge, uploadFile, type DepositCoin } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Page, Section, toast, UploadProgress, useUploadProgress } from '@atrium/ui';
import { AmountField, useAmountErrorText, INPUT_DECIMALS, amountError } from '@atrium/ui/amount';
import { AsyncView } from '../components/async-view';
import { useAsync, Link, useSearchParams } from '@atrium/platform';
import { proofError } from '../logic/proof-file';
import styles from '../components/funds-page.module.css';

/** /recharge-apply?coin&chain: report a deposit (amount and an optional proof image) for review. */
export default function RechargeApplyPage() {
  const { t } = useTranslation('funds');
  const [params] = useSearchParams();
  const coinKey = params.get('coin') ?? '';
  const chain = params.get('chain') ?? '';
  const coins = useAsync(getAppCurrencyList);
  return (
    <Page title={t('title_recharge_apply')}>
      <AsyncView result={coins}>
        {(list) => {
          const coin = list.find((c) => c.coin === coinKey);
          if (!coin || !coin.chains.includes(chain)) {
            return <EmptyState title={t('unknown_coin')} action={<Link className={styles.link} to="/recharge">{t('title_recharge')}</Link>} />;
          }
          return <RechargeForm coin={coin} chain={chain} />;
        }}
      </AsyncView>
    </Page>
  );
}

function RechargeForm({ coin, chain }: { coin: DepositCoin; chain: string }) {
  const { t } = useTranslation(['funds', 'common']);
  const uploads = useUploadProgress();
  const errorText = useAmountErrorText();
  const [amount, setAmount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [orderId, setOrderId] = useState<number | null>(null);
  const unit = coin.coin.toUpperCase();
  const error = amountError(amount, { min: coin.minAmount });

  const pickFile = (picked: File | undefined) => {
    if (!picked) return setFile(null);
    const problem = proofError(picked);
    setFileError(problem === 'type' ? t('error_proof_type') : problem === 'size' ? t('error_proof_size') : null);
    setFile(problem ? null : picked);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || busy) return;
    setBusy(true);
    try {
      const batch = file ? uploads.begin() : null;
      const proofUrl = file && batch ? (await uploadFile(file, file.name, { signal: batch.signal, onUploadProgress: batch.part('proof', file.size) })).url : undefined;
      const { id } = await submitRecharge({ coin: coin.coin, chain, amount, proofUrl });
      setOrderId(id);
    } catch (error) {
      // The client has toasted a refusal; a cancelled upload says so. The form keeps what was typed.
      if (error instanceof ApiError && error.kind === 'cancelled') toast(t('common:upload_cancelled'));
    } finally {
      uploads.end();
      setBusy(false);
    }
  };

  if (orderId !== null) {
    return (
      <Section as="section" role="status">
        <p className={styles.strong}>{t('deposit_submitted')}</p>
        <p className={styles.muted}>{t('deposit_submitted_hint')}</p>
        <Link className={styles.link} to={`/recharge-detail?id=${orderId}`}>
          {t('view_order')}
        </Link>
      </Section>
    );
  }

  return (
    <Section as="form" onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.muted}>
        {unit} · {chain}
      </p>
      <AmountField
        name="amount"
        label={t('amount')}
        value={amount}
        onChange={setAmount}
        decimals={INPUT_DECIMALS}
        unit={coin.coin}
        error={touched ? errorText(error, { min: coin.minAmount, unit }) : null}
      />
      <p className={styles.muted}>{t('minimum_is', { min: `${coin.minAmount} ${unit}` })}</p>
      <label className={styles.muted}>
        {t('proof_optional')}
        <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => pickFile(e.target.files?.[0])} />
      </label>
      {fileError && (
        <p className={styles.error} role="alert">
          {fileError}
        </p>
      )}
      {uploads.active && <UploadProgress fraction={uploads.fraction} onCancel={uploads.cancel} />}
      <Button type="submit" block loading={busy}>
        {t('submit')}
      </Button>
    </Section>
  );
}
