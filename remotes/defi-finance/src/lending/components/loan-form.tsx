import { useState } from 'react';
import { applyLoan, type CoinBalance, type LoanProduct } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime, useMarketDetail, useSessionStore, Link, useNavigate } from '@atrium/platform';
import { Button, formatAmount, formatPercent, NumberText, Section, toast, formatMoney } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { AmountField, useAmountErrorText, amountError, amountValue, coinDecimals, ChoiceChips } from '@atrium/ui/amount';
import { useNow } from '../hooks/use-now';
import { fundingAvailable } from '../logic/balances';
import { collateralProblem, collateralRequired, loanDueTime, loanInterest, loanMax, loanTotal } from '../logic/loan-math';
import { ltvPercent } from '../logic/loan-risk';
import { DetailRows } from './detail-rows';
import screen from '../../shared/screen.module.css';

export interface LoanFormProps {
  /** Shortest term first; at least one. */
  products: LoanProduct[];
  balances: CoinBalance[];
}

/**
 * The loan application: a term, an amount within its limits and a collateral coin. It shows
 * the interest over the term, the total to repay, the collateral the live price asks for and the
 * due date as the user types, refuses (keeping what was typed) what the server would, and asks
 * for one confirmation of all of it before anything is sent.
 */
export function LoanForm({ products, balances }: LoanFormProps) {
  const { t } = useTranslation('defi-finance-lending');
  const errorText = useAmountErrorText();
  const formatDate = useFormatDateTime();
  const navigate = useNavigate();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [productId, setProductId] = useState(products[0]!.id);
  const product = products.find((p) => p.id === productId) ?? products[0]!;
  const [chosenCoin, setCoin] = useState(product.collateralCoins[0] ?? '');
  // Another term may not take the coin chosen for the last one: then its first coin.
  const coin = product.collateralCoins.includes(chosenCoin) ? chosenCoin : (product.collateralCoins[0] ?? '');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const price = useMarketDetail(`${coin}usdt`)?.close;
  // The due date counts from now; a minute's precision is all a date shows.
  const now = useNow(60_000);

  const decimals = coinDecimals(product.coin);
  const limits = { min: product.minAmount, max: product.maxAmount };
  const rule = amountError(amount, { ...limits, decimals });
  const value = rule ? null : amountValue(amount, { decimals });
  const available = fundingAvailable(balances, coin);
  const required = collateralRequired(value, product.ltv, price);
  const collateral = value === null ? null : collateralProblem(required, available);
  const interest = loanInterest(value, product.dailyRate, product.days);
  const total = loanTotal(value, product.dailyRate, product.days);
  const COIN = coin.toUpperCase();

  const { busy, submit, confirmation } = useSubmit(() => applyLoan({ productId: product.id, amount: value!, collateralCoin: coin }), {
    check: () => {
      setTouched(true);
      return !rule && !collateral;
    },
    confirm: () => ({
      title: t('confirm_loan_title'),
      rows: [
        { label: t('loan_amount'), value: <NumberText value={value} unit={product.coin} exact /> },
        { label: t('term'), value: t('term_days', { count: product.days }) },
        { label: t('daily_rate'), value: <span dir="ltr">{formatPercent(product.dailyRate)}</span> },
        { label: t('interest_over_term'), value: <NumberText value={interest} unit={product.coin} exact /> },
        { label: t('total_repayment'), value: <NumberText value={total} unit={product.coin} exact /> },
        { label: t('due_date'), value: formatDate(loanDueTime(Date.now(), product.days)) },
        { label: t('collateral_required'), value: <NumberText value={required} unit={coin} exact /> },
        { label: t('to_funding'), value: <NumberText value={value} unit={product.coin} exact /> },
      ],
      note: t('confirm_loan_note'),
    }),
    onDone: (loan) => {
      toast(t('loan_applied', { amount: formatMoney(loan.amount, loan.coin, { exact: true }) }));
      // A background refresh of the header's figures: the loan itself is made.
      void refreshUserInfo().catch(() => undefined);
      void navigate('/loan-record');
    },
  });

  return (
    <>
      <Section
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
        aria-label={t('apply_loan')}
      >
        <span className={screen.muted}>{t('term')}</span>
        <ChoiceChips
          aria-label={t('term')}
          value={String(product.id)}
          onChange={(id) => setProductId(Number(id))}
          items={products.map((p) => ({ value: String(p.id), label: t('term_option', { count: p.days, rate: formatPercent(p.dailyRate) }) }))}
        />
        <AmountField
          name="loan-amount"
          label={t('loan_amount')}
          value={amount}
          decimals={decimals}
          unit={product.coin}
          onChange={setAmount}
          max={loanMax(product, available, price, decimals)}
          hint={t('loan_limits', { min: formatAmount(product.minAmount, { exact: true }), max: formatAmount(product.maxAmount, { exact: true }), coin: product.coin.toUpperCase() })}
          error={touched ? errorText(rule, { ...limits, unit: product.coin, decimals }) : null}
        />
        <span className={screen.muted}>{t('collateral_coin')}</span>
        <ChoiceChips aria-label={t('collateral_coin')} value={coin} onChange={setCoin} items={product.collateralCoins.map((c) => ({ value: c, label: c.toUpperCase() }))} />
        <DetailRows
          rows={[
            { label: t('collateral_available'), value: <NumberText value={available} unit={coin} exact />, testId: 'loan-collateral-available' },
            {
              label: t('collateral_price'),
              value: price ? <span dir="ltr">1 {COIN} ≈ <NumberText value={price} kind="price" /> USDT</span> : '--',
              testId: 'loan-price',
            },
            { label: t('daily_rate'), value: <span dir="ltr">{formatPercent(product.dailyRate)}</span> },
            { label: t('ltv'), value: <NumberText value={ltvPercent(product.ltv)} kind="percent" /> },
            { label: t('margin_call_at'), value: <NumberText value={ltvPercent(product.marginCallLtv)} kind="percent" />, testId: 'loan-margin-call-ltv' },
            { label: t('liquidation_at'), value: <NumberText value={ltvPercent(product.liquidationLtv)} kind="percent" />, testId: 'loan-liquidation-ltv' },
            {
              label: t('overdue_penalty'),
              value: t('penalty_rate_value', { rate: formatPercent(product.overduePenaltyRate) }),
              testId: 'loan-penalty-rate',
            },
            { label: t('interest_over_term'), value: <NumberText value={interest} unit={product.coin} exact />, testId: 'loan-interest' },
            { label: t('total_repayment'), value: <NumberText value={total} unit={product.coin} exact />, testId: 'loan-total' },
            { label: t('collateral_required'), value: <NumberText value={required} unit={coin} exact />, testId: 'loan-collateral' },
            { label: t('due_date'), value: formatDate(loanDueTime(now, product.days)), testId: 'loan-due' },
          ]}
        />
        {touched && collateral && (
          <p className={screen.error} role="alert">
            {collateral === 'short'
              ? t('error_collateral_short', { need: formatAmount(required, { exact: true }), coin: COIN })
              : t('error_no_price', { coin: COIN })}
          </p>
        )}
        <Button type="submit" block loading={busy}>
          {t('borrow')}
        </Button>
        {confirmation}
      </Section>
      <Section>
        <Link to="/loan-rule" className={screen.link}>
          {t('read_loan_rules')}
        </Link>
      </Section>
    </>
  );
}
