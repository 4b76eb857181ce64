import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import type { CoinEntry } from '@atrium/api';
import { ButtonLink, EmptyState, LoadError, Skeleton, Tabs } from '@atrium/ui';
import { displaySymbol, tenant, useSearchParams } from '@atrium/platform';
import { MarketPage } from '../components/market-page';
import { StarButton } from '../components/star-button';
import { DetailSummary } from '../components/detail-summary';
import { KlinePanel } from '../components/kline-panel';
import { DepthBook } from '../components/depth-book';
import { RecentTrades } from '../components/recent-trades';
import { useCoinLists, type CoinLists } from '../hooks/use-coin-lists';
import { useWatchlist } from '../hooks/use-watchlist';
import { useTrades } from '../../shared/use-trades';
import { useDepth } from '../../shared/use-depth';
import { tradeLinks } from '../logic/trade-links';
import frame from '../components/market-page.module.css';
import styles from '../components/market-detail.module.css';

/** /detail?symbol=: a coin's live price, K-line, order book and trades, and the ways to trade it. */
export default function DetailPage() {
  const { t } = useTranslation('trading-market');
  const titles = useTranslation('trading').t;
  const [params] = useSearchParams();
  const symbol = params.get('symbol') ?? '';
  const coins = useCoinLists();
  const coin = coins.all.find((c) => c.symbol === symbol);

  if (coins.status === 'loading') {
    return (
      <MarketPage title={titles('title_detail')}>
        <div className={frame.skeleton}>
          <Skeleton height="2rem" />
          <Skeleton height="8rem" />
          <Skeleton lines={6} />
        </div>
      </MarketPage>
    );
  }
  if (coins.status === 'error') {
    return (
      <MarketPage title={titles('title_detail')}>
        <LoadError onRetry={coins.retry} />
      </MarketPage>
    );
  }
  if (!coin) {
    return (
      <MarketPage title={titles('title_detail')}>
        <div role="alert">
          <EmptyState
            title={t('coin_not_found')}
            description={symbol ? t('coin_not_found_hint', { symbol }) : undefined}
            action={
              <ButtonLink className={frame.linkButton} to="/quote">
                {t('browse_markets')}
              </ButtonLink>
            }
          />
        </div>
      </MarketPage>
    );
  }
  return <CoinDetail coin={coin} coins={coins} />;
}

type BookTab = 'book' | 'trades';

function CoinDetail({ coin, coins }: { coin: CoinEntry; coins: CoinLists }) {
  const { t } = useTranslation('trading-market');
  const name = displaySymbol(coin);
  // The star shows the list as it is now.
  useWatchlist();
  const [tab, setTab] = useState<BookTab>('book');
  const links = tradeLinks(coin.symbol, { contractCoinList: coins.contract, spotCoinList: coins.spot, secondContractCoinList: coins.second }, tenant());
  const tabs: BookTab[] = ['book', 'trades'];

  return (
    <MarketPage title={name} right={<StarButton symbol={coin.symbol} name={name} />}>
      <DetailSummary coin={coin} />
      <KlinePanel symbol={coin.symbol} />
      <div>
        <Tabs
          className={styles.tabs}
          aria-label={t('market_activity')}
          items={tabs.map((item) => ({ key: item, label: t(`tab_${item}`) }))}
          value={tab}
          onChange={(next) => setTab(next as BookTab)}
        />
        {tab === 'book' ? <LiveBook coin={coin} /> : <LiveTrades coin={coin} />}
      </div>
      {links.length > 0 && (
        <nav className={styles.actions} aria-label={t('trade')}>
          {links.map((link) => (
            <ButtonLink key={link.kind} className={frame.linkButton} to={link.to} data-testid={`trade-${link.kind}`}>
              {t(`trade_${link.kind}`)}
            </ButtonLink>
          ))}
        </nav>
      )}
    </MarketPage>
  );
}

/** Subscribed only while shown: a frame re-renders the book, not the whole screen. */
function LiveBook({ coin }: { coin: CoinEntry }) {
  return <DepthBook depth={useDepth(coin.symbol)} priceUnit={coin.baseCoin} amountUnit={coin.coin} />;
}

function LiveTrades({ coin }: { coin: CoinEntry }) {
  return <RecentTrades trades={useTrades(coin.symbol)} priceUnit={coin.baseCoin} amountUnit={coin.coin} />;
}
