import { useMemo, useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import type { CoinEntry } from '@atrium/api';
import { Button, EmptyState, LoadError, Skeleton, toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { displaySymbol, isWatched, useWatchlistStore } from '@atrium/platform';
import { CoinLogo } from '../components/coin-logo';
import { CoinSearchField } from '../components/coin-search-field';
import { MarketPage } from '../components/market-page';
import { useCoinLists } from '../hooks/use-coin-lists';
import { useWatchlist } from '../hooks/use-watchlist';
import { useLeave } from '../hooks/use-leave';
import { searchCoins } from '../logic/search-coins';
import frame from '../components/market-page.module.css';
import styles from '../components/watchlist-editor.module.css';
import checkbox from '../components/check-box.module.css';

/**
 * /addOptional: every listed coin with a check; those on the watchlist already show as added.
 * "Add" puts the checked ones at the end of the list, in list order, and goes back. A refusal
 * keeps the checks (the client has toasted why).
 */
export default function AddOptionalPage() {
  const { t } = useTranslation('trading-market');
  const titles = useTranslation('trading').t;
  const leave = useLeave();
  const coins = useCoinLists();
  const watchlist = useWatchlist();
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => (query.trim() ? searchCoins(coins.all, query) : coins.all), [coins.all, query]);

  const toggle = (symbol: string) =>
    setChecked((before) => {
      const next = new Set(before);
      if (!next.delete(symbol)) next.add(symbol);
      return next;
    });

  // In the order of the tenant's list, whatever order they were checked in.
  const symbols = coins.all.map((c) => c.symbol).filter((s) => checked.has(s));
  const adding = useSubmit(() => useWatchlistStore.getState().add(symbols), {
    check: () => symbols.length > 0,
    onDone: () => {
      toast(t('added_count', { count: symbols.length }));
      leave();
    },
  });

  const loading = coins.status === 'loading' || watchlist.status === 'loading';
  return (
    <MarketPage title={titles('title_add_optional')}>
      <CoinSearchField value={query} onChange={setQuery} />
      {coins.status === 'error' ? (
        <LoadError onRetry={coins.retry} />
      ) : watchlist.status === 'error' ? (
        <LoadError onRetry={watchlist.retry} />
      ) : loading ? (
        <div className={frame.skeleton}>
          <Skeleton lines={8} />
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title={query.trim() ? t('search_none', { query: query.trim() }) : t('no_coins')} />
      ) : (
        <ul className={styles.list} aria-label={t('all_coins')} data-testid="add-optional-list">
          {shown.map((coin) => (
            <AddRow key={coin.symbol} coin={coin} added={isWatched(watchlist.items, coin.symbol)} checked={checked.has(coin.symbol)} onToggle={toggle} />
          ))}
        </ul>
      )}
      <div className={styles.bar}>
        <span className={frame.muted}>{t('selected_count', { count: checked.size })}</span>
        <Button onClick={adding.submit} disabled={checked.size === 0} loading={adding.busy} data-testid="add-optional-submit">
          {t('add')}
        </Button>
      </div>
    </MarketPage>
  );
}

function AddRow({ coin, added, checked, onToggle }: { coin: CoinEntry; added: boolean; checked: boolean; onToggle(symbol: string): void }) {
  const { t } = useTranslation('trading-market');
  return (
    <li className={styles.item}>
      <label className={styles.check} data-testid={`add-${coin.symbol}`}>
        <input type="checkbox" className={checkbox.box} checked={added || checked} disabled={added} onChange={() => onToggle(coin.symbol)} />
        <CoinLogo coin={coin} />
        <span className={styles.symbol}>{displaySymbol(coin)}</span>
        {added && <span className={styles.added}>{t('already_added')}</span>}
      </label>
    </li>
  );
}
