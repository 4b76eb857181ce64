import { useState, type FormEvent } from 'react';
import { assetBalance, currencyExchange, listSwapSymbols, type AssetBalances, type CallOptions } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@atrium/platform';
import { Button, EmptyState, Icon, NumberText, Page, Section, toast } from '@atrium/ui';
import { AmountField, useAmountErrorText, coinDecimals, amountError, maxAmount } from '@atrium/ui/amount';
import { AsyncView } from '../components/async-view';
import { CoinSelect } from '../components/coin-select';
import { useAsync } from '@atrium/platform';
import { useSwapQuote } from '../components/use-swap-quote';
import { availableIn } from '../logic/balances';
import { feePercent, giveFor, receiveFor, swapCoinOf, swapFee, swapRate } from '../logic/swap-math';
import styles from '../components/funds-page.module.css';

const loadSwapData = async (call: CallOptions) => {
  const [symbols, assets] = await Promise.all([listSwapSymbols(call), assetBalance(call)]);
  // The list is already sorted (spec §3); usdt itself goes first.
  const coins = [...new Set(['usdt', ...symbols.map((s) => swapCoinOf(s.symbol))])];
  return { coins, assets };
};

/** /swap: exchange one coin for another at the live rate, editing either side. */
export default function SwapPage() {
  const { t } = useTranslation('funds');
  const [version, setVersion] = useState(0);
  const data = useAsync(loadSwapData, [version]);
  return (
    <Page title={t('title_swap')}>
      <AsyncView result={data}>
        {({ coins, assets }) => (coins.length < 2 ? <EmptyState title={t('no_coins')} /> : <SwapForm coins={coins} assets={assets} onSwapped={() => setVersion((n) => n + 1)} />)}
      </AsyncView>
    </Page>
  );
}

interface SwapFormProps {
  coins: string[];
  assets: AssetBalances;
  onSwapped(): void;
}

function SwapForm({ coins, assets, onSwapped }: SwapFormProps) {
  const { t } = useTranslation('funds');
  const errorText = useAmountErrorText();
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const [from, setFrom] = useState(coins[0]!);
  const [to, setTo] = useState(coins[1]!);
  // The side the user typed in; the other side is computed from it at the current quote.
  const [edited, setEdited] = useState<{ side: 'from' | 'to'; text: string }>({ side: 'from', text: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const quote = useSwapQuote(from, to);
  const fromDecimals = coinDecimals(from);
  const toDecimals = coinDecimals(to);
  const fromAmount = edited.side === 'from' ? edited.text : quote ? giveFor(edited.text, quote, fromDecimals) : '';
  const toAmount = edited.side === 'to' ? edited.text : quote ? receiveFor(edited.text, quote, toDecimals) : '';
  const available = availableIn(assets.balances, from);
  const rule = amountError(fromAmount, { balance: available, decimals: fromDecimals });
  const rate = quote ? swapRate(quote) : null;
  const fee = quote && fromAmount ? swapFee(fromAmount, quote) : null;
  const options = coins.map((c) => ({ value: c, label: c.toUpperCase() }));

  const pick = (side: 'from' | 'to', coin: string) => {
    // Choosing the other side's coin swaps the pair rather than pairing a coin with itself.
    if (side === 'from') {
      if (coin === to) setTo(from);
      setFrom(coin);
    } else {
      if (coin === from) setFrom(to);
      setTo(coin);
    }
  };
  const flip = () => {
    setFrom(to);
    setTo(from);
    setEdited({ side: 'from', text: '' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (rule || !quote || busy) return;
    setBusy(true);
    try {
      const result = await currencyExchange({ from, to, amount: fromAmount });
      toast(t('swap_done', { amount: `${result.received} ${to.toUpperCase()}` }));
      setEdited({ side: 'from', text: '' });
      setTouched(false);
      void refreshUserInfo().catch(() => undefined);
      onSwapped();
    } catch {
      // Toasted by the client; the amounts stay.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section as="form" onSubmit={(e) => void submit(e)} noValidate>
      <CoinSelect label={t('swap_from')} value={from} options={options} onChange={(c) => pick('from', c)} />
      <AmountField
        name="from-amount"
        label={t('you_pay')}
        value={fromAmount}
        decimals={fromDecimals}
        unit={from}
        onChange={(text) => setEdited({ side: 'from', text })}
        onMax={() => setEdited({ side: 'from', text: maxAmount(available, fromDecimals) })}
        error={touched ? errorText(rule, { unit: from }) : null}
      />
      <div className={styles.row}>
        <span className={styles.muted}>{t('available')}</span>
        <span data-testid="swap-available">
          <NumberText value={available} /> {from.toUpperCase()}
        </span>
      </div>
      <Button variant="secondary" onClick={flip} aria-label={t('flip')}>
          <Icon name="flip" />
      </Button>
      <CoinSelect label={t('swap_to')} value={to} options={options} onChange={(c) => pick('to', c)} />
      <AmountField name="to-amount" label={t('you_receive')} value={toAmount} decimals={toDecimals} unit={to} onChange={(text) => setEdited({ side: 'to', text })} />
      <div className={styles.row}>
        <span className={styles.muted}>{t('rate')}</span>
        <span dir="ltr" data-testid="swap-rate">
          {rate ? (
            <>
              1 {from.toUpperCase()} ≈ <NumberText value={rate} kind="price" /> {to.toUpperCase()}
            </>
          ) : (
            '--'
          )}
        </span>
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>{t('fee_rate')}</span>
        <span>
          {quote ? <NumberText value={feePercent(quote.feeRate)} kind="percent" /> : '--'}
          {fee && (
            <>
              {' '}
              (<NumberText value={fee} /> {to.toUpperCase()})
            </>
          )}
        </span>
      </div>
      <Button type="submit" block loading={busy} disabled={!quote}>
        {t('swap')}
      </Button>
    </Section>
  );
}
