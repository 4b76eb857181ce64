import type { CoinEntry } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { FlashText, NumberText, StaleMarker } from '@atrium/ui';
import { useCoinStore, useFormatDateTime, useMarketDetail, useMarketStaleSince } from '@atrium/platform';
import { usePriceFlash } from '@atrium/kit';
import { coinVolume } from '../logic/coin-volume';
import styles from './market-detail.module.css';

/** The head of a coin's detail: live price with its flash, 24 h change, high, low and volume. */
export function DetailSummary({ coin }: { coin: CoinEntry }) {
  const { t } = useTranslation('trading-market');
  // The shared words of the stale-price marker.
  const common = useTranslation('common').t;
  const detail = useMarketDetail(coin.symbol);
  const flash = usePriceFlash(detail);
  const mt5Volumes = useCoinStore((s) => s.mt5Volumes);
  const staleSince = useMarketStaleSince();
  const format = useFormatDateTime();
  return (
    <section className={styles.summary} aria-label={t('summary')} data-testid="detail-summary">
      <div>
        <FlashText as="div" flash={flash} className={styles.lastPrice} data-testid="detail-price">
          <NumberText value={detail?.close} kind="price" />
        </FlashText>
        <div className={styles.changes}>
          <NumberText value={detail?.change} kind="price" />
          <NumberText value={detail?.priceChangePercent} kind="change" />
        </div>
        {staleSince !== null && <StaleMarker since={staleSince} formatTime={(ms) => format(ms, { timeOnly: true })}>{(time) => common('stale_prices_since', { time })}</StaleMarker>}
      </div>
      <dl className={styles.facts}>
        <dt>{t('high_24h')}</dt>
        <dd data-testid="detail-high">
          <NumberText value={detail?.high24} kind="price" />
        </dd>
        <dt>{t('low_24h')}</dt>
        <dd data-testid="detail-low">
          <NumberText value={detail?.low24} kind="price" />
        </dd>
        <dt>{t('volume_24h')}</dt>
        <dd data-testid="detail-volume">
          <NumberText value={coinVolume(coin, detail, mt5Volumes)} kind="abbreviate" />
        </dd>
      </dl>
    </section>
  );
}
