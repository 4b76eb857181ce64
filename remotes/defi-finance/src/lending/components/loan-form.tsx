import { useState, type FormEvent } from 'react';
import { applyLoan, type CoinBalance, type LoanProduct } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useMarketDetail, useSessionStore, Link, useNavigate } from '@atrium/platform';
import { Button, NumberText, Section, toast } from '@atrium/ui';
import {
  AmountField,
  useAmountErrorText,
  amountError,
  coinDecimals,
  maxAmount,
  toDecimal,
  ChoiceChips,
} from '@atrium/ui/amount';
import { useNow } from '../hooks/use-now';
import { fundingAvailable } from '../logic/balances';
import { collateralProblem, collateralRequired, loanDueTime, loanInterest, loanTotal } from '../logic/loan-math';
import { DetailRows } from './detail-rows';
import { ExactAmount } from './exact-amount';
import screen from '../../shared/screen.module.css';

export interface LoanFormProps {
  /** Shortest term first; at least one. */
  products: LoanProduct[];
  balances: CoinBalance[];
}

/**
 * The loan application: a term, an amount within its limits and a collateral coin. It shows
 * the interest over the term, the total to repay, the collateral the live price asks for and the
 * due date as the user types, and refuses (keeping what was typed) what the server would.
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
  const [busy, setBusy] = useState(false);
  const price = useMarketDetail(`${coin}usdt`)?.close;
  // The due date counts from now; a minute's precision is all a date shows.
  const now = useNow(60_000);

  const decimals = coinDecimals(product.coin);
  const rule = amountError(amount, { min: product.minAmount, max: product.maxAmount, decimals });
  const available = fundingAvailable(balances, coin);
  const required = rule ? null : collateralRequired(amount, product.ltv, price);
  const collateral = rule ? null : collateralProblem(required, available);
  const interest = rule ? null : loanInterest(amount, product.dailyRate, product.days);
  const total = rule ? null : loanTotal(amount, product.dailyRate, product.days);
  const COIN = coin.toUpperCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (rule || collateral || busy) return;
    setBusy(true);
    try {
      const loan = await applyLoan({ productId: product.id, amount, collateralCoin: coin });
      toast(t('loan_applied', { amount: `${loan.amount} ${loan.coin.toUpperCase()}` }));
      void refreshUserInfo().catch(() => undefined);
      void navigate('/loan-record');
    } catch {
      // The client has toasted the reason; the form keeps what was typed.
      setBusy(false);
    }
  };

  return (
    <>
      <Section as="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('apply_loan')}>
        <span className={screen.muted}>{t('term')}</span>
        <ChoiceChips
          aria-label={t('term')}
          value={String(product.id)}
          onChange={(id) => setProductId(Number(id))}
          items={products.map((p) => ({ value: String(p.id), label: t('term_option', { count: p.days, rate: p.dailyRate }) }))}
        />
        <AmountField
          name="loan-amount"
          label={t('loan_amount')}
          value={amount}
          decimals={decimals}
          unit={product.coin}
          onChange={setAmount}
          onMax={() => setAmount(maxAmount(product.maxAmount, decimals))}
          error={touched ? errorText(rule, { min: product.minAmount, max: product.maxAmount, unit: product.coin }) : null}
        />
        <p className={screen.muted} data-testid="loan-limits">
          {t('loan_limits', { min: product.minAmount, max: product.maxAmount, coin: product.coin.toUpperCase() })}
        </p>
        <span className={screen.muted}>{t('collateral_coin')}</span>
        <ChoiceChips aria-label={t('collateral_coin')} value={coin} onChange={setCoin} items={product.collateralCoins.map((c) => ({ value: c, label: c.toUpperCase() }))} />
        <DetailRows
          rows={[
            { label: t('collateral_available'), value: <ExactAmount value={available} coin={coin} />, testId: 'loan-collateral-available' },
            {
              label: t('collateral_price'),
              value: price ? <span dir="ltr">1 {COIN} ≈ <NumberText value={price} kind="price" /> USDT</span> : '--',
              testId: 'loan-price',
            },
            { label: t('daily_rate'), value: <span dir="ltr">{product.dailyRate}%</span> },
            { label: t('ltv'), value: <NumberText value={ltvPercent(product.ltv)} kind="percent" /> },
            { label: t('interest_over_term'), value: <ExactAmount value={interest} coin={product.coin} />, testId: 'loan-interest' },
            { label: t('total_repayment'), value: <ExactAmount value={total} coin={product.coin} />, testId: 'loan-total' },
            { label: t('collateral_required'), value: <ExactAmount value={required} coin={coin} />, testId: 'loan-collateral' },
            { label: t('due_date'), value: formatDate(loanDueTime(now, product.days)), testId: 'loan-due' },
          ]}
        />
        {touched && collateral && (
          <p className={screen.error} role="alert">
            {collateral === 'short' ? t('error_collateral_short', { need: required?.toFixed() ?? '', coin: COIN }) : t('error_no_price', { coin: COIN })}
          </p>
        )}
        <Button type="submit" block loading={busy}>
          {t('borrow')}
        </Button>
      </Section>
      <Section>
        <Link to="/loan-rule" className={screen.link}>
          {t('read_loan_rules')}
        </Link>
      </Section>
    </>
  );
}

/** The ltv as a percent ("0.5" → 50). */
const ltvPercent = (ltv: string) => toDecimal(ltv)?.times(100) ?? null;
