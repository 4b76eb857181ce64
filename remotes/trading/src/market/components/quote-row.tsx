import { memo } from 'react';
import type { CoinEntry } from '@atrium/api';
import { FlashText, formatChangePercent, NumberText, trendOf } from '@atrium/ui';
import { displaySymbol, isMt5, useCoinStore, Link } from '@atrium/platform';
import { usePriceFlash } from '@atrium/kit';
import { CoinLogo } from './coin-logo';
import { useLiveDetail } from '../hooks/use-live-detail';
import { coinVolume } from '../logic/coin-volume';
import styles from './quote-list.module.css';

/** Where a row sits in its list: its place (from 1) of how many, and its offset from the list's top in px. */
export interface RowPlace {
  position: number;
  of: number;
  offset: number;
}

/**
 * One coin of the quote list: name and 24 h volume, live price with a flash on each tick, 24 h
 * change. Mounted only while on or near the screen (the list is virtual); memoised on its coin
 * and place, so a scroll renders only the rows that come in. The live figures are components of
 * their own, each subscribed to the price while mounted: a tick renders those three, not the
 * row's link, logo and name.
 */
export const QuoteRow = memo(function QuoteRow({ coin, position, of, offset }: { coin: CoinEntry } & RowPlace) {
  return (
    // Only some rows are in the document: a screen reader learns the row's place in the whole list.
    <li className={styles.item} style={{ transform: `translateY(${offset}px)` }} aria-posinset={position} aria-setsize={of} data-index={position - 1}>
      <Link to={`/detail?symbol=${encodeURIComponent(coin.symbol)}`} className={styles.row} data-testid={`quote-row-${coin.symbol}`}>
        <span className={styles.name}>
          <CoinLogo coin={coin} />
          <span className={styles.names}>
            <span className={styles.symbol}>{displaySymbol(coin)}</span>
            <LiveVolume coin={coin} />
          </span>
        </span>
        <LivePrice symbol={coin.symbol} />
        <LiveChange symbol={coin.symbol} />
      </Link>
    </li>
  );
});

function LiveVolume({ coin }: { coin: CoinEntry }) {
  const detail = useLiveDetail(coin.symbol);
  const mt5Volume = useCoinStore((s) => (isMt5(coin) ? s.mt5Volumes[coin.coin] : undefined));
  const volume = coinVolume(coin, detail, mt5Volume === undefined ? {} : { [coin.coin]: mt5Volume });
  return (
    <span className={styles.volume} data-testid="volume">
      <NumberText value={volume} kind="abbreviate" />
    </span>
  );
}

function LivePrice({ symbol }: { symbol: string }) {
  const detail = useLiveDetail(symbol);
  const flash = usePriceFlash(detail);
  return (
    <FlashText flash={flash} className={styles.price} data-testid="price">
      <NumberText value={detail?.close} kind="price" />
    </FlashText>
  );
}

function LiveChange({ symbol }: { symbol: string }) {
  const change = useLiveDetail(symbol)?.priceChangePercent;
  return (
    <span className={styles.change} data-trend={trendOf(change)} data-testid="change" dir="ltr">
      {formatChangePercent(change)}
    </span>
  );
}
