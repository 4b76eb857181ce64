import type { CoinEntry } from '@atrium/api';
import { assetUrl } from '@atrium/platform/asset-url';
import styles from './coin-logo.module.css';

/** A coin's logo in a list row: decorative (the symbol beside it names the coin), loaded as it scrolls in. */
export function CoinLogo({ coin }: { coin: Pick<CoinEntry, 'logo'> }) {
  return <img className={styles.logo} src={assetUrl(coin.logo) ?? undefined} alt="" width={24} height={24} loading="lazy" decoding="async" />;
}
