import { memo, useRef } from 'react';
import type { CoinEntry } from '@atrium/api';
import { FlashText, formatChangePercent, NumberText, trendOf } from '@atrium/ui';
import { displaySymbol, isMt5, useCoinStore, Link } from '@atrium/platform';
import { usePriceFlash } from '@atrium/kit';
import { CoinLogo } from './coin-logo';
import { useInView } from '../hooks/use-in-view';
import { useLiveDetail } from '../hooks/use-live-detail';
import { coinVolume } from '../logic/coin-volume';
import styles from './quote-list.module.css';

/**
 * One coin of the quote list: name and 24 h volume, live price with a flash on each tick, 24 h
 * change. Memoised on its coin, and subscribed to its price only while on or near the screen,
 * so a tick re-renders just its own row.
 */
export const QuoteRow = memo(function QuoteRow({ coin }: { coin: CoinEntry }) {
  const ref = useRef<HTMLLIElement>(null);
  const detail = useLiveDetail(coin.symbol, useInView(ref));
  const flash = usePriceFlash(detail);
  const mt5Volume = useCoinStore((s) => (isMt5(coin) ? s.mt5Volumes[coin.coin] : undefined));
  const volume = coinVolume(coin, detail, mt5Volume === undefined ? {} : { [coin.coin]: mt5Volume });
  const change = detail?.priceChangePercent;
  return (
    <li ref={ref} className={styles.item}>
      <Link to={`/detail?symbol=${encodeURIComponent(coin.symbol)}`} className={styles.row} data-testid={`quote-row-${coin.symbol}`}>
        <span className={styles.name}>
          <CoinLogo coin={coin} />
          <span className={styles.names}>
            <span className={styles.symbol}>{displaySymbol(coin)}</span>
            <span className={styles.volume} data-testid="volume">
              <NumberText value={volume} kind="abbreviate" />
            </span>
          </span>
        </span>
        <FlashText flash={flash} className={styles.price} data-testid="price">
          <NumberText value={detail?.close} kind="price" />
        </FlashText>
        <span className={styles.change} data-trend={trendOf(change)} data-testid="change" dir="ltr">
          {formatChangePercent(change)}
        </span>
      </Link>
    </li>
  );
});
