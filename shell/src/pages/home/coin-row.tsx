import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FlashText, NumberText } from '@atrium/ui';
import { displaySymbol, useMarketDetail, usePathEnabled } from '@atrium/platform';
import { usePriceFlash } from '@atrium/kit';
import type { CoinEntry } from '@atrium/api';
import { assetUrl } from '@atrium/platform/asset-url';
import styles from './home-page.module.css';

/** Every row links to the same screen (its query names the coin, which ownership ignores). */
const DETAIL_PATH = '/detail';

/**
 * The row links to the coin's detail screen where this tenant has it, else it is plain. Asked
 * once per route directory, not on each render: a row renders again on every price tick, and
 * the answer walks every remote's route table (issue 24: a share of the ticks' long tasks).
 */
function RowLink({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  const enabled = usePathEnabled();
  const linked = useMemo(() => enabled(DETAIL_PATH), [enabled]);
  return linked ? (
    <Link className={styles.row} to={to} data-testid={testId}>
      {children}
    </Link>
  ) : (
    <div className={styles.row} data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * One coin with its live price and 24 h change; it links to the coin's detail screen. The test
 * id tells the markets list and the watchlist apart when a coin is on both.
 */
export function CoinRow({ coin, testId = `coin-${coin.symbol}` }: { coin: CoinEntry; testId?: string }) {
  const detail = useMarketDetail(coin.symbol);
  const flash = usePriceFlash(detail);
  return (
    <li>
      <RowLink to={`/detail?symbol=${encodeURIComponent(coin.symbol)}`} testId={testId}>
        <img className={styles.logo} src={assetUrl(coin.logo) ?? undefined} alt="" width={32} height={32} />
        <span className={styles.symbol}>{displaySymbol(coin)}</span>
        <FlashText flash={flash} className={styles.price} data-testid="price">
          {detail ? <NumberText value={detail.close} kind="price" /> : <span className={styles.pending}>--</span>}
        </FlashText>
        <span className={styles.change}>
          {detail ? <NumberText value={detail.priceChangePercent} kind="change" /> : '--'}
        </span>
      </RowLink>
    </li>
  );
}
