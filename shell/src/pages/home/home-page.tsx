import { useTranslation } from '@atrium/i18n';
import { EmptyState, StaleMarker } from '@atrium/ui';
import { usePathEnabled, useFormatDateTime, useMarketStaleSince, useSettingsStore } from '@atrium/platform';
import { Link } from 'react-router-dom';
import { CoinRow } from './coin-row';
import { HomeMenu } from './home-menu';
import { Banners } from './banners';
import { HomeHeader } from './home-header';
import { NoticeStrip } from './notice-strip';
import { useHomeCoins } from './use-home-coins';
import { WatchlistSection } from './watchlist-section';
import { CoinsPlaceholder } from '../../layout/first-read-placeholder';
import styles from './home-page.module.css';

/** The home screen: notices and the tenant's home coins with live prices. */
export function HomePage() {
  const { t } = useTranslation(['shell', 'common']);
  const enabled = usePathEnabled();
  const { coins, known } = useHomeCoins();
  const staleSince = useMarketStaleSince();
  const format = useFormatDateTime();
  const middleMenu = useSettingsStore((s) => s.settings?.middleMenu);
  const bottomMenu = useSettingsStore((s) => s.settings?.bottomMenu);
  return (
    <div className={styles.page}>
      <HomeHeader />
      <Banners />
      <NoticeStrip />
      <HomeMenu entries={middleMenu} label={t('shortcuts')} variant="grid" />
      <WatchlistSection />
      <section aria-labelledby="home-markets">
        <h2 id="home-markets" className={styles.sectionTitle}>
          {t('markets')}
          {staleSince !== null && <StaleMarker since={staleSince} formatTime={(ms) => format(ms, { timeOnly: true })}>{(time) => t('common:stale_prices_since', { time })}</StaleMarker>}
          {enabled('/quote') && (
            <Link to="/quote" className={styles.allMarkets}>
              {t('view_all_markets')}
            </Link>
          )}
        </h2>
        <div className={styles.columns} aria-hidden="true">
          <span>{t('col_name')}</span>
          <span>{t('col_price')}</span>
          <span>{t('col_change')}</span>
        </div>
        {!known ? (
          <CoinsPlaceholder lines={6} />
        ) : coins.length === 0 ? (
          <EmptyState title={t('no_markets')} />
        ) : (
          <ul className={styles.list} data-stale={staleSince !== null}>
            {coins.map((coin) => (
              <CoinRow key={coin.symbol} coin={coin} />
            ))}
          </ul>
        )}
      </section>
      <HomeMenu entries={bottomMenu} label={t('more')} variant="links" />
    </div>
  );
}
