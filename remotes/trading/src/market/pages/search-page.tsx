import { useMemo, useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import type { CoinEntry } from '@atrium/api';
import { Button, EmptyState, LoadError, NumberText, Skeleton } from '@atrium/ui';
import { displaySymbol, useMarketDetail, Link } from '@atrium/platform';
import { CoinLogo } from '../components/coin-logo';
import { CoinSearchField } from '../components/coin-search-field';
import { MarketPage } from '../components/market-page';
import { StarButton } from '../components/star-button';
import { useCoinLists } from '../hooks/use-coin-lists';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { useWatchlist } from '../hooks/use-watchlist';
import { searchCoins } from '../logic/search-coins';
import frame from '../components/market-page.module.css';
import styles from './search-page.module.css';

/** /tradeSearch: every listed coin by symbol or name, the recent searches, a star on each result. */
export default function SearchPage() {
  const { t } = useTranslation('trading-market');
  const titles = useTranslation('trading').t;
  const coins = useCoinLists();
  // The stars show the list as it is now.
  useWatchlist();
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchCoins(coins.all, query), [coins.all, query]);
  const searching = query.trim() !== '';

  return (
    <MarketPage title={titles('title_search')}>
      <CoinSearchField value={query} onChange={setQuery} autoFocus enterKeyHint="search" />
      {coins.status === 'loading' ? (
        <div className={frame.skeleton}>
          <Skeleton lines={6} />
        </div>
      ) : coins.status === 'error' ? (
        <LoadError onRetry={coins.retry} />
      ) : searching ? (
        results.length === 0 ? (
          <EmptyState title={t('search_none', { query: query.trim() })} />
        ) : (
          <ResultList coins={results} label={t('search_results')} />
        )
      ) : (
        <RecentSearches all={coins.all} />
      )}
    </MarketPage>
  );
}

/** What the screen offers before anything is typed: the coins opened from here this session. */
function RecentSearches({ all }: { all: CoinEntry[] }) {
  const { t } = useTranslation('trading-market');
  const recent = useRecentSearches((s) => s.symbols);
  const coins = recent.flatMap((symbol) => all.find((c) => c.symbol === symbol) ?? []);
  if (coins.length === 0) return <EmptyState title={t('search_hint')} />;
  return (
    <section aria-labelledby="recent-searches">
      <div className={styles.heading}>
        <h2 id="recent-searches" className={frame.muted}>
          {t('recent_searches')}
        </h2>
        <Button variant="text" onClick={() => useRecentSearches.getState().clear()}>
          {t('clear_recent')}
        </Button>
      </div>
      <ul className={styles.recent}>
        {coins.map((coin) => (
          <li key={coin.symbol}>
            <Link to={`/detail?symbol=${encodeURIComponent(coin.symbol)}`} className={styles.chip} onClick={() => useRecentSearches.getState().remember(coin.symbol)}>
              {displaySymbol(coin)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResultList({ coins, label }: { coins: CoinEntry[]; label: string }) {
  return (
    <ul className={styles.results} aria-label={label} data-testid="search-results">
      {coins.map((coin) => (
        <SearchResult key={coin.symbol} coin={coin} />
      ))}
    </ul>
  );
}

function SearchResult({ coin }: { coin: CoinEntry }) {
  const detail = useMarketDetail(coin.symbol);
  const name = displaySymbol(coin);
  return (
    <li className={styles.result}>
      <Link
        to={`/detail?symbol=${encodeURIComponent(coin.symbol)}`}
        className={styles.resultLink}
        data-testid={`search-result-${coin.symbol}`}
        onClick={() => useRecentSearches.getState().remember(coin.symbol)}
      >
        <CoinLogo coin={coin} />
        <span className={styles.symbol}>{name}</span>
        <span className={styles.price}>
          <NumberText value={detail?.close} kind="price" />
        </span>
      </Link>
      <StarButton symbol={coin.symbol} name={name} />
    </li>
  );
}
