import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { allCoins, usePathEnabled, useCoinStore, useMarketStaleSince, useSessionStore, useWatchlistStore } from '@atrium/platform';
import { CoinRow } from './coin-row';
import styles from './home-page.module.css';

/**
 * The signed-in user's watchlist on the home screen (issue 6): the same coin rows as the markets
 * list, in the user's order, with a way to the full quote screen. Nothing shows for a visitor or
 * an empty list: the home stays the tenant's markets first.
 */
export function WatchlistSection() {
  const { t } = useTranslation('shell');
  const enabled = usePathEnabled();
  const isSign = useSessionStore((s) => s.isSign);
  const userId = useSessionStore((s) => s.userInfo?.userId);
  const items = useWatchlistStore((s) => s.items);
  const spot = useCoinStore((s) => s.spotCoinList);
  const contract = useCoinStore((s) => s.contractCoinList);
  const second = useCoinStore((s) => s.secondContractCoinList);
  const stale = useMarketStaleSince() !== null;

  // The list is the signed-in user's: load it for them (again after another user signs in).
  useEffect(() => {
    if (isSign && userId !== undefined) void useWatchlistStore.getState().load().catch(() => undefined);
  }, [isSign, userId]);

  const coins = useMemo(() => {
    const bySymbol = new Map(allCoins({ spotCoinList: spot, contractCoinList: contract, secondContractCoinList: second }).map((c) => [c.symbol, c]));
    return items.flatMap((item) => bySymbol.get(item.symbol) ?? []);
  }, [items, spot, contract, second]);

  if (!isSign || coins.length === 0) return null;
  return (
    <section aria-labelledby="home-watchlist" data-testid="home-watchlist">
      <h2 id="home-watchlist" className={styles.sectionTitle}>
        {t('watchlist')}
        {enabled('/quote') && (
          <Link to="/quote?tab=favourites" className={styles.allMarkets}>
            {t('view_watchlist')}
          </Link>
        )}
      </h2>
      <ul className={styles.list} data-stale={stale}>
        {coins.map((coin) => (
          <CoinRow key={coin.symbol} coin={coin} testId={`watch-${coin.symbol}`} />
        ))}
      </ul>
    </section>
  );
}
