import { useState } from 'react';
import { assetBalance, buyFinanceProduct, type FinanceOrder, type FinanceProduct } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime, useSessionStore } from '@atrium/platform';
import { Row, useAsync } from '@atrium/kit';
import { Button, formatPercent, Section, Skeleton, toast, NumberText } from '@atrium/ui';
import { useSubmit, type Confirmation } from '@atrium/ui/submit';
import { AmountField } from '@atrium/ui/amount';
import { Checkbox, LinkButton } from '@atrium/ui/controls';
import { AsyncView } from '@atrium/ui/async-view';
import { EstimateRows } from './estimate-rows';
import { earlyRedeemText } from './product-facts';
import { TermText } from './term-text';
import { useAmountErrorText } from '../hooks/use-amount-error-text';
import { useLimitsText } from '../hooks/use-limits-text';
import { buyAmountError, buyAmountValue, maxBuyAmount, productDecimals } from '../logic/amount-rules';
import { estimateIncome, maturityTime } from '../logic/estimate';
import styles from './finance.module.css';

/** Products are paid from the funding account (finance.ts: "the amount leaves the funding account"). */
const PAYING_ACCOUNT = 'funding';

export interface BuyFormProps {
  product: FinanceProduct;
  /** Asks the user to accept the wealth agreement (/financialAgreement) before buying. */
  agreement?: boolean;
  /** The submit button's label. */
  submitLabel: string;
  /** The confirmation's title ("Confirm the purchase", "Confirm the pledge"). */
  confirmTitle: string;
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

function AmountForm({ product, agreement = false, submitLabel, confirmTitle, onBought, available }: BuyFormProps & { available: string }) {
  const { t } = useTranslation('defi-finance-finance');
  const errorText = useAmountErrorText();
  const limitsText = useLimitsText();
  const formatDate = useFormatDateTime();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [amount, setAmount] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const rule = buyAmountError(amount, product, available);
  const value = buyAmountValue(amount, product);
  const agreementMissing = agreement && !agreed;

  /** What the purchase will do, exactly: asked before anything is sent. */
  const confirmation = (): Confirmation => {
    const estimate = estimateIncome(value, product);
    const ends = maturityTime(Date.now(), product.days);
    return {
      title: confirmTitle,
      rows: [
        { label: t('product'), value: product.name },
        { label: t('amount'), value: <NumberText value={value} unit={product.coin} exact /> },
        { label: t('paid_from'), value: t('funding_account') },
        { label: t('term'), value: <TermText days={product.days} /> },
        { label: t('daily_rate'), value: <span dir="ltr">{formatPercent(product.dailyRate)}</span> },
        { label: t('estimate_daily'), value: <NumberText value={estimate?.daily} unit={product.coin} exact /> },
        ...(product.days > 0 ? [{ label: t('estimate_term', { count: product.days }), value: <NumberText value={estimate?.term} unit={product.coin} exact /> }] : []),
        { label: t('returns'), value: ends === null ? t('returns_on_redeem') : t('returns_on', { date: formatDate(ends) }) },
        { label: t('early_redeem'), value: earlyRedeemText(product, t) },
      ],
      note: t('income_note'),
    };
  };

  const { busy, submit, confirmation: confirmSheet } = useSubmit(() => buyFinanceProduct(product.id, value!), {
    check: () => {
      setTouched(true);
      return !rule && !agreementMissing;
    },
    confirm: confirmation,
    onDone: (order) => {
      toast(t('bought'));
      // A background refresh of the header's figures: the purchase itself is done.
      void refreshUserInfo().catch(() => undefined);
      onBought(order);
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
      data-testid="buy-form"
    >
      <AmountField
        label={t('amount')}
        name="amount"
        value={amount}
        onChange={setAmount}
        decimals={productDecimals(product)}
        unit={product.coin}
        max={maxBuyAmount(product, available)}
        hint={limitsText(product)}
        error={touched ? errorText(rule, product) : null}
      />
      <Row label={t('available')}>
        <NumberText value={available} unit={product.coin} exact data-testid="available" />
      </Row>
      <EstimateRows amount={value} product={product} />
      {agreement && (
        <div className={styles.agreement}>
          <Checkbox
            className={styles.check}
            label={t('agree')}
            checked={agreed}
            onChange={setAgreed}
            error={touched && agreementMissing ? t('error_agreement') : undefined}
          />
          <LinkButton to="/financialAgreement">{t('read_agreement')}</LinkButton>
        </div>
      )}
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
      {confirmSheet}
    </Section>
  );
}
