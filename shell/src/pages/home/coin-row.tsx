import { Link } from 'react-router';
import { NumberText } from '@atrium/ui';
import { displaySymbol, useMarketDetail } from '@atrium/platform';
import type { CoinEntry } from '@atrium/api';
import styles from './home-page.module.css';

/** One coin with its live price and 24 h change; it links to the coin's detail screen. */
export function CoinRow({ coin }: { coin: CoinEntry }) {
  const detail = useMarketDetail(coin.symbol);
  return (
    <li>
      <Link className={styles.row} to={`/detail?symbol=${encodeURIComponent(coin.symbol)}`} data-testid={`coin-${coin.symbol}`}>
        <img className={styles.logo} src={coin.logo} alt="" width={32} height={32} />
        <span className={styles.symbol}>{displaySymbol(coin)}</span>
        <span className={styles.price} data-testid="price">
          {detail ? <NumberText value={detail.close} kind="price" /> : <span className={styles.pending}>--</span>}
        </span>
        <span className={styles.change}>
          {detail ? <NumberText value={detail.priceChangePercent} kind="change" /> : '--'}
        </span>
      </Link>
    </li>
  );
}
