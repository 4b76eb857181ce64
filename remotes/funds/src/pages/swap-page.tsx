import { useState } from 'react';
import BigNumber from 'bignumber.js';
import { assetBalance, listSwapSymbols, type AssetBalances, type CallOptions } from '@atrium/api';
import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import { useSessionStore } from '@atrium/platform';
import { Row, useAsync } from '@atrium/kit';
import { Button, EmptyState, formatPercent, formatPrice, Icon, NumberText, Page, Section, formatMoney } from '@atrium/ui';
import { AmountField, amountError, amountInputText, amountValue, coinDecimals, maxAmount, useAmountErrorText } from '@atrium/ui/amount';
import { AsyncView } from '../components/async-view';
import { Select } from '@atrium/ui/controls';
import { useSwapQuote } from '../components/use-swap-quote';
import { useQuotedSwap } from '../components/use-quoted-swap';
import { availableIn, WALLET_ACCOUNT } from '../logic/balances';
import { feePercent, giveFor, receiveFor, swapCoinOf, swapFee, swapRate } from '../logic/swap-math';
import styles from '../components/funds-page.module.css';

const loadSwapData = async (call: CallOptions) => {
  const [symbols, assets] = await Promise.all([listSwapSymbols(call), assetBalance(call)]);
  // The list is already sorted (spec §3); usdt itself goes first.
  const coins = [...new Set(['usdt', ...symbols.map((s) => swapCoinOf(s.symbol))])];
  return { coins, assets };
};

/** What a swap made: what was paid and what arrived, exactly. */
interface SwapResult {
  paid: string;
  from: string;
  received: string;
  to: string;
}

/**
 * /swap: exchange one coin for another, editing either side at the live rate; Swap asks the server
 * for a firm quote, and the swap is made at it once confirmed within its countdown.
 */
export default function SwapPage() {
  const { t } = useTranslation('funds');
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<SwapResult | null>(null);
  const data = useAsync(loadSwapData, [version]);
  return (
    <Page title={t('title_swap')}>
      {result && <SwapResultView result={result} />}
      <AsyncView result={data}>
        {({ coins, assets }) =>
          coins.length < 2 ? (
            <EmptyState title={t('no_coins')} />
          ) : (
            <SwapForm
              coins={coins}
              assets={assets}
              onEdit={() => setResult(null)}
              onSwapped={(made) => {
                setResult(made);
                setVersion((n) => n + 1);
              }}
            />
          )
        }
      </AsyncView>
    </Page>
  );
}

/** The result of the last swap, said once, on the screen: what arrived, exactly. */
function SwapResultView({ result }: { result: SwapResult }) {
  const { t } = useTranslation('funds');
  return (
    <Section as="section" role="status" aria-label={t('swap_complete')} data-testid="swap-result">
      <p className={styles.strong}>{t('swap_complete')}</p>
      <Row label={t('you_paid')}>
        <span dir="ltr" data-testid="swap-paid">
          {formatMoney(result.paid, result.from, { exact: true })}
        </span>
      </Row>
      <Row label={t('you_received')}>
        <span dir="ltr" className={styles.strong} data-testid="swap-received">
          {formatMoney(result.received, result.to, { exact: true })}
        </span>
      </Row>
    </Section>
  );
}

interface SwapFormProps {
  coins: string[];
  assets: AssetBalances;
  /** The user changed the swap: the last result is no longer what the screen is about. */
  onEdit(): void;
  onSwapped(result: SwapResult): void;
}

function SwapForm({ coins, assets, onEdit, onSwapped }: SwapFormProps) {
  const { t } = useTranslation('funds');
  const errorText = useAmountErrorText();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const locale = localeTag(currentLocale());
  const [from, setFrom] = useState(coins[0]!);
  const [to, setTo] = useState(coins[1]!);
  // The side the user typed in, exactly as typed; the other side is computed from it at the current quote.
  const [edited, setEdited] = useState<{ side: 'from' | 'to'; text: string }>({ side: 'from', text: '' });
  const [touched, setTouched] = useState(false);
  const quote = useSwapQuote(from, to);
  const fromDecimals = coinDecimals(from);
  const toDecimals = coinDecimals(to);
  const typed = amountValue(edited.text, { decimals: edited.side === 'from' ? fromDecimals : toDecimals });
  const fromValue = edited.side === 'from' ? typed : quote && typed ? giveFor(typed, quote, fromDecimals) || null : null;
  const toValue = edited.side === 'to' ? typed : quote && typed ? receiveFor(typed, quote, toDecimals) || null : null;
  const fromText = edited.side === 'from' ? edited.text : fromValue ? amountInputText(fromValue, locale) : '';
  const toText = edited.side === 'to' ? edited.text : toValue ? amountInputText(toValue, locale) : '';
  const available = availableIn(assets.balances, from);
  const rule = amountError(fromText, { balance: available, decimals: fromDecimals });
  // An amount so small that nothing would arrive is refused by the server: said here first.
  const tooSmall = !rule && quote !== null && (toValue === null || toValue === '0');
  const rate = quote ? swapRate(quote) : null;
  const fee = quote && fromValue ? swapFee(fromValue, quote, toDecimals) : null;
  const options = coins.map((c) => ({ value: c, label: c.toUpperCase() }));

  const edit = (side: 'from' | 'to', text: string) => {
    setEdited({ side, text });
    onEdit();
  };
  const pick = (side: 'from' | 'to', coin: string) => {
    // Choosing the other side's coin swaps the pair rather than pairing a coin with itself.
    if (side === 'from') {
      if (coin === to) setTo(from);
      setFrom(coin);
    } else {
      if (coin === from) setFrom(to);
      setTo(coin);
    }
    onEdit();
  };
  const flip = () => {
    setFrom(to);
    setTo(from);
    edit('from', '');
  };

  const swap = useQuotedSwap({
    describe: ({ quote: offered, secondsLeft, changed }) => {
      const [give, get] = [offered.from, offered.to];
      return {
        title: t('confirm_swap'),
        rows: [
          { label: t('you_pay'), value: <span dir="ltr">{formatMoney(offered.amount, give, { exact: true })}</span> },
          { label: t('you_receive'), value: <span dir="ltr" data-testid="quote-receive">{formatMoney(offered.receive, get, { exact: true })}</span> },
          { label: t('rate'), value: <span dir="ltr">{`1 ${give.toUpperCase()} ≈ ${formatPrice(offered.rate)} ${get.toUpperCase()}`}</span> },
          ...(new BigNumber(offered.fee).isGreaterThan(0)
            ? [{ label: t('fee'), value: <span dir="ltr">{`${formatPercent(feePercent(offered.feeRate))} · ${formatMoney(offered.fee, get, { exact: true })}`}</span> }]
            : []),
          { label: t('arrives_in'), value: t(`account_${WALLET_ACCOUNT}`) },
        ],
        note: <QuoteNote secondsLeft={secondsLeft} changed={changed} />,
      };
    },
    refreshLabel: t('refresh_quote'),
    onDone: (made, request) => {
      setEdited({ side: 'from', text: '' });
      setTouched(false);
      void refreshUserInfo().catch(() => undefined);
      onSwapped({ paid: request.amount, from: request.from, received: made.received, to: request.to });
    },
  });
  const submit = () => {
    setTouched(true);
    if (rule || tooSmall || quote === null || fromValue === null) return;
    swap.start({ from, to, amount: fromValue });
  };

  const amountMessage = touched ? (errorText(rule, { unit: from, decimals: fromDecimals }) ?? (tooSmall ? t('error_swap_too_small') : null)) : null;

  return (
    <>
      <Section
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Select label={t('swap_from')} value={from} options={options} onChange={(c) => pick('from', c)} />
        <AmountField
          name="from-amount"
          label={t('you_pay')}
          value={fromText}
          decimals={fromDecimals}
          unit={from}
          max={maxAmount(available, fromDecimals)}
          onChange={(text) => edit('from', text)}
          error={amountMessage}
        />
        <Row label={t('available')}>
          <span dir="ltr" data-testid="swap-available">
            <NumberText value={available} /> {from.toUpperCase()}
          </span>
        </Row>
        <Button variant="secondary" onClick={flip} aria-label={t('flip')}>
          <Icon name="flip" />
        </Button>
        <Select label={t('swap_to')} value={to} options={options} onChange={(c) => pick('to', c)} />
        <AmountField name="to-amount" label={t('you_receive')} value={toText} decimals={toDecimals} unit={to} onChange={(text) => edit('to', text)} />
        <Row label={t('rate')}>
          <span dir="ltr" data-testid="swap-rate">
            {rate ? (
              <>
                1 {from.toUpperCase()} ≈ <NumberText value={rate} kind="price" /> {to.toUpperCase()}
              </>
            ) : (
              '--'
            )}
          </span>
        </Row>
        <Row label={t('fee_rate')}>
          <span dir="ltr">
            {quote ? <NumberText value={feePercent(quote.feeRate)} kind="percent" /> : '--'}
            {fee && (
              <>
                {' '}
                (<NumberText value={fee} exact /> {to.toUpperCase()})
              </>
            )}
          </span>
        </Row>
        <Row label={t('arrives_in')}>
          <span data-testid="swap-destination">{t(`account_${WALLET_ACCOUNT}`)}</span>
        </Row>
        <Button type="submit" block loading={swap.busy} disabled={!quote}>
          {t('swap')}
        </Button>
      </Section>
      {swap.confirmation}
    </>
  );
}

/** Below a quote: how long its price is held, or why it is shown (a fresh price, a lost answer's re-send). */
function QuoteNote({ secondsLeft, changed }: { secondsLeft: number | null; changed: boolean }) {
  const { t } = useTranslation('funds');
  return (
    <>
      {changed && (
        <p role="alert" className={styles.strong}>
          {t('price_changed')}
        </p>
      )}
      <p role="timer" data-testid="quote-countdown">
        {secondsLeft === null ? t('swap_resend_note') : secondsLeft > 0 ? t('quote_held', { seconds: secondsLeft }) : t('quote_expired')}
      </p>
    </>
  );
}
