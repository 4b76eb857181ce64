import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import type { CoinEntry } from '@atrium/api';
import { ButtonLink, EmptyState, LoadError, Skeleton, StaleMarker, Tabs } from '@atrium/ui';
import { sessionStore, tenant, useCoinStore, useFormatDateTime, useMarketStaleSince, Link, useSearchParams } from '@atrium/platform';
import { MarketPage } from '../components/market-page';
import { MarketIcon } from '../components/icons';
import { QuoteList } from '../components/quote-list';
import { useCoinLists, type CoinLists } from '../hooks/use-coin-lists';
import { useWatchlist, type Watchlist } from '../hooks/use-watchlist';
import { askedTab, openingTab, type QuoteTab } from '../logic/opening-tab';
import frame from '../components/market-page.module.css';
import styles from './quote-page.module.css';

/** The tabs this tenant shows: the second contract only where the tenant offers it. */
function quoteTabs(): QuoteTab[] {
  return tenant().flags.secondContract ? ['favourites', 'spot', 'contract', 'second'] : ['favourites', 'spot', 'contract'];
}

const LIST_OF = { spot: 'spot', contract: 'contract', second: 'second' } as const satisfies Record<Exclude<QuoteTab, 'favourites'>, keyof CoinLists>;

/** The user's favourites the tenant still lists, in the user's order. */
function useListedFavourites(coins: CoinLists, watchlist: Watchlist): CoinEntry[] {
  return useMemo(() => {
    const bySymbol = new Map(coins.all.map((c) => [c.symbol, c]));
    // A symbol the tenant no longer lists has no row.
    return watchlist.items.flatMap((item) => bySymbol.get(item.symbol) ?? []);
  }, [coins.all, watchlist.items]);
}

/**
 * /quote (public, a tab): the watchlist and the tenant's markets with live prices, sortable, a
 * search away from any coin. It opens on Favourites only for a user who has some, else on the
 * first market with coins (openingTab). A tab the user picks is kept in the address (`?tab=`),
 * so back and a shared link return to it, and for the session.
 */
export default function QuotePage() {
  const { t } = useTranslation('trading-market');
  // The shared words of the stale-price marker.
  const common = useTranslation('common').t;
  const titles = useTranslation('trading').t;
  const [params, setParams] = useSearchParams();
  const coins = useCoinLists();
  const watchlist = useWatchlist();
  const favourites = useListedFavourites(coins, watchlist);
  const staleSince = useMarketStaleSince();
  const format = useFormatDateTime();
  const tabs = quoteTabs();
  const byItself = openingTab({
    tabs,
    favourites: watchlist.status === 'loading' ? null : coins.status === 'ready' ? favourites.length : watchlist.items.length,
    listed: coins.status === 'loading' ? null : { spot: coins.spot.length, contract: coins.contract.length, second: coins.second.length },
  });
  // Once told, the tab it opened on stays: a favourite added meanwhile does not move the screen.
  const [opened, setOpened] = useState<QuoteTab | null>(null);
  if (opened === null && byItself !== null) setOpened(byItself);
  // The user's own choice wins: in the address, or made earlier in this session.
  const tab = askedTab(tabs, params.get('tab'), sessionStore.get('QUOTE_TAB')) ?? opened ?? byItself;

  // MT5 coins' volumes are not in their frames (spec §7 getMt5Amount).
  const ready = coins.status === 'ready';
  useEffect(() => {
    if (ready) void useCoinStore.getState().loadMt5Volumes().catch(() => undefined);
  }, [ready]);

  const choose = (next: string) => {
    sessionStore.set('QUOTE_TAB', next);
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        after.set('tab', next);
        return after;
      },
      { replace: true },
    );
  };

  return (
    <MarketPage
      title={titles('title_quote')}
      back={false}
      right={
        <Link to="/tradeSearch" className={frame.iconLink} aria-label={t('search')} data-testid="quote-search">
          <MarketIcon name="search" />
        </Link>
      }
    >
      <Tabs
        className={styles.tabs}
        aria-label={t('markets')}
        items={tabs.map((item) => ({ key: item, label: <span data-testid={`quote-tab-${item}`}>{t(`tab_${item}`)}</span> }))}
        value={tab ?? ''}
        onChange={choose}
      />
      {staleSince !== null && (
        <div className={styles.status}>
          <StaleMarker since={staleSince} formatTime={(ms) => format(ms, { timeOnly: true })}>{(time) => common('stale_prices_since', { time })}</StaleMarker>
        </div>
      )}
      {tab === null ? (
        <RowsSkeleton />
      ) : tab === 'favourites' ? (
        <Favourites coins={coins} watchlist={watchlist} listed={favourites} />
      ) : (
        <CoinsOf coins={coins} list={coins[LIST_OF[tab]]} label={t(`tab_${tab}`)} />
      )}
    </MarketPage>
  );
}

function RowsSkeleton() {
  return (
    <div className={frame.skeleton}>
      <Skeleton lines={8} height="1.2rem" />
    </div>
  );
}

/** A market tab: the coin list's loading, error and empty states, else its rows. */
function CoinsOf({ coins, list, label }: { coins: CoinLists; list: CoinEntry[]; label: string }) {
  const { t } = useTranslation('trading-market');
  if (coins.status === 'loading') return <RowsSkeleton />;
  if (coins.status === 'error') return <LoadError onRetry={coins.retry} />;
  if (list.length === 0) return <EmptyState title={t('no_coins')} />;
  return <QuoteList coins={list} label={label} />;
}

/** The watchlist tab: a sign-in prompt for a visitor, an "Add" for an empty list, else its rows. */
function Favourites({ coins, watchlist, listed }: { coins: CoinLists; watchlist: Watchlist; listed: CoinEntry[] }) {
  const { t } = useTranslation('trading-market');

  if (watchlist.status === 'signed-out') {
    return (
      <EmptyState
        title={t('watchlist_sign_in')}
        action={
          <ButtonLink className={frame.linkButton} to="/sign-in">
            {t('sign_in')}
          </ButtonLink>
        }
      />
    );
  }
  if (watchlist.status === 'error') return <LoadError onRetry={watchlist.retry} />;
  if (coins.status === 'error') return <LoadError onRetry={coins.retry} />;
  if (watchlist.status === 'loading' || coins.status === 'loading') return <RowsSkeleton />;
  if (listed.length === 0) {
    return (
      <EmptyState
        title={t('watchlist_empty')}
        description={t('watchlist_empty_hint')}
        action={
          <ButtonLink className={frame.linkButton} to="/addOptional" data-testid="watchlist-add">
            {t('add')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <div className={styles.favouriteActions}>
        <Link to="/addOptional" className={frame.textLink} data-testid="watchlist-add">
          {t('add')}
        </Link>
        <Link to="/editOptional" className={frame.textLink} data-testid="watchlist-edit">
          {t('edit')}
        </Link>
      </div>
      <QuoteList coins={listed} label={t('tab_favourites')} />
    </>
  );
}
