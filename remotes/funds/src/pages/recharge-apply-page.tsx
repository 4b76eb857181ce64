import { createContext, useContext, useRef, useState } from 'react';
import { ApiError, getAppCurrencyList, submitRecharge, UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadFile, type DepositCoin } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSearchParams } from '@atrium/platform';
import { useAsync } from '@atrium/kit';
import { Button, EmptyState, Page, Section, toast, formatMoney } from '@atrium/ui';
import { UploadProgress, useUploadProgress, type UploadProgressState } from '@atrium/ui/upload';
import { useSubmit } from '@atrium/ui/submit';
import { AmountField, amountError, amountValue, coinDecimals, useAmountErrorText } from '@atrium/ui/amount';
import { FilePicker, LinkButton } from '@atrium/ui/controls';
import { AsyncView } from '../components/async-view';
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
            return <EmptyState title={t('unknown_coin')} action={<LinkButton to="/recharge">{t('title_recharge')}</LinkButton>} />;
          }
          return <RechargeForm coin={coin} chain={chain} />;
        }}
      </AsyncView>
    </Page>
  );
}

/** The proof's upload, for the confirmation it runs under (the sheet shows its bar and its cancel). */
const ProofUpload = createContext<UploadProgressState | null>(null);

/** Under the confirmation's rows: the report goes to review; while the proof goes up, its progress. */
function ReviewNote() {
  const { t } = useTranslation('funds');
  const uploads = useContext(ProofUpload);
  return (
    <>
      <p>{t('deposit_review_note')}</p>
      {uploads?.active && <UploadProgress fraction={uploads.fraction} onCancel={uploads.cancel} />}
    </>
  );
}

/** The report the confirmation showed: what Confirm sends. */
interface PendingReport {
  amount: string;
  file: File | null;
}

function RechargeForm({ coin, chain }: { coin: DepositCoin; chain: string }) {
  const { t } = useTranslation(['funds', 'common']);
  const uploads = useUploadProgress();
  const errorText = useAmountErrorText();
  const [amount, setAmount] = useState('');
  // The picker refuses a file of another type or over the server's limit, saying why: only a good one lands here.
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [orderId, setOrderId] = useState<number | null>(null);
  const confirmed = useRef<PendingReport | null>(null);
  const unit = coin.coin.toUpperCase();
  const decimals = coinDecimals(coin.coin);
  const error = amountError(amount, { min: coin.minAmount, decimals });
  const value = amountValue(amount, { decimals });

  const report = useSubmit(
    async () => {
      const { amount: confirmedAmount, file: proof } = confirmed.current!;
      let proofUrl: string | undefined;
      if (proof) {
        const batch = uploads.begin();
        const uploaded = await uploadFile(proof, proof.name, { signal: batch.signal, onUploadProgress: batch.part('proof', proof.size) })
          .catch((failure: unknown) => {
            // A cancel is no failure to report, but the user is told the proof did not go up.
            if (failure instanceof ApiError && failure.kind === 'cancelled') toast(t('common:upload_cancelled'));
            throw failure;
          })
          .finally(uploads.end);
        proofUrl = uploaded.url;
      }
      const { id } = await submitRecharge({ coin: coin.coin, chain, amount: confirmedAmount, proofUrl });
      return id;
    },
    {
      check: () => {
        setTouched(true);
        return !error && value !== null;
      },
      confirm: () => {
        confirmed.current = { amount: value!, file };
        return {
          title: t('confirm_deposit'),
          rows: [
            { label: t('coin'), value: unit },
            { label: t('chain'), value: chain },
            { label: t('amount'), value: <span dir="ltr">{formatMoney(value, coin.coin, { exact: true })}</span> },
            { label: t('proof'), value: file ? file.name : t('proof_none') },
          ],
          note: <ReviewNote />,
        };
      },
      onDone: setOrderId,
    },
  );

  if (orderId !== null) {
    return (
      <Section as="section" role="status">
        <p className={styles.strong}>{t('deposit_submitted')}</p>
        <p className={styles.muted}>{t('deposit_submitted_hint')}</p>
        <LinkButton to={`/recharge-detail?id=${orderId}`}>{t('view_order')}</LinkButton>
      </Section>
    );
  }

  return (
    <>
      <Section
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          report.submit();
        }}
        noValidate
      >
        <p className={styles.muted}>
          {unit} · {chain}
        </p>
        <AmountField
          name="amount"
          label={t('amount')}
          value={amount}
          onChange={setAmount}
          decimals={decimals}
          unit={coin.coin}
          hint={t('deposit_minimum', { amount: formatMoney(coin.minAmount, coin.coin) })}
          error={touched ? errorText(error, { min: coin.minAmount, unit, decimals }) : null}
        />
        <FilePicker label={t('proof_optional')} kind="photo" accept={UPLOAD_TYPES.join(',')} maxBytes={UPLOAD_MAX_BYTES} clearable file={file} onChange={setFile} />
        <Button type="submit" block loading={report.busy}>
          {t('submit')}
        </Button>
      </Section>
      <ProofUpload.Provider value={uploads}>{report.confirmation}</ProofUpload.Provider>
    </>
  );
}
