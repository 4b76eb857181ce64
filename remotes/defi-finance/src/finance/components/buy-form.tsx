import { useState, type FormEvent } from 'react';
import { assetBalance, buyFinanceProduct, type FinanceOrder, type FinanceProduct } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useAsync, useSessionStore, Link } from '@atrium/platform';
import { Button, NumberText, Section, Skeleton, toast } from '@atrium/ui';
import { AmountField, coinDecimals } from '@atrium/ui/amount';
import { AsyncView } from '@atrium/ui/async-view';
import { EstimateRows } from './estimate-rows';
import { useAmountErrorText } from '../hooks/use-amount-error-text';
import { buyAmountError, maxBuyAmount } from '../logic/amount-rules';
import styles from './finance.module.css';
import screen from '../../shared/screen.module.css';

/** Products are paid from the funding account (finance.ts: "the amount leaves the funding account"). */
const PAYING_ACCOUNT = 'funding';

export interface BuyFormProps {
  product: FinanceProduct;
  /** Asks the user to accept the wealth agreement (/financialAgreement) before buying. */
  agreement?: boolean;
  /** The submit button's label. */
  submitLabel: string;
  onBought(order: FinanceOrder): void;
}

/**
 * The amount form of a financial product or a pledge: the amount within the product's limits, the
 * quota left and the available balance of its coin, a Max that floors, the income estimate, and,
 * for wealth products, the agreement. A refused amount keeps what the user typed.
 */
export function BuyForm(props: BuyFormProps) {
  const balances = useAsync(assetBalance);
  return (
    <AsyncView result={balances} skeleton={<Skeleton lines={4} />}>
      {(data) => {
        const coin = props.product.coin.toLowerCase();
        const row = data.balances.find((b) => b.account === PAYING_ACCOUNT && b.coin.toLowerCase() === coin);
        return <AmountForm {...props} available={row?.available ?? '0'} />;
      }}
    </AsyncView>
  );
}

function AmountForm({ product, agreement = false, submitLabel, onBought, available }: BuyFormProps & { available: string }) {
  const { t } = useTranslation('defi-finance-finance');
  const errorText = useAmountErrorText();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [amount, setAmount] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const rule = buyAmountError(amount, product, available);
  const agreementMissing = agreement && !agreed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (rule || agreementMissing || busy) return;
    setBusy(true);
    try {
      const order = await buyFinanceProduct(product.id, amount);
      toast(t('bought'));
      void refreshUserInfo().catch(() => undefined);
      onBought(order);
    } catch {
      // The client has toasted the server's reason; the form keeps the amount.
      setBusy(false);
    }
  };

  return (
    <Section as="form" onSubmit={(e) => void submit(e)} noValidate data-testid="buy-form">
      <AmountField
        label={t('amount')}
        name="amount"
        value={amount}
        onChange={setAmount}
        decimals={coinDecimals(product.coin)}
        unit={product.coin}
        onMax={() => setAmount(maxBuyAmount(product, available))}
        error={touched ? errorText(rule, product) : null}
      />
      <p className={screen.row}>
        <span className={screen.muted}>{t('available')}</span>
        <span dir="ltr" data-testid="available">
          <NumberText value={available} /> {product.coin.toUpperCase()}
        </span>
      </p>
      <EstimateRows amount={amount} product={product} />
      {agreement && (
        <div>
          <label className={styles.check}>
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} aria-invalid={(touched && agreementMissing) || undefined} />
            <span>{t('agree')}</span>
          </label>
          <Link to="/financialAgreement" className={screen.link}>
            {t('read_agreement')}
          </Link>
          {touched && agreementMissing && (
            <p className={screen.error} role="alert">
              {t('error_agreement')}
            </p>
          )}
        </div>
      )}
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </Section>
  );
}
