import { useState } from 'react';
import { assetUrl } from '@atrium/platform/asset-url';
import styles from './nft.module.css';

/** An item's or collection's picture from the assets host; a square placeholder when it fails to load. */
export function NftImage({ src, alt }: { src: string; alt: string }) {
  const url = assetUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <div className={styles.placeholder} role="img" aria-label={alt} data-testid="nft-placeholder" />;
  return <img className={styles.image} src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(url)} />;
}
