import { useState } from 'react';
import { assetUrl } from '@atrium/platform/asset-url';
import styles from './nft.module.css';

/**
 * An item's or collection's picture from the assets host; a square placeholder when it fails to load.
 * `aboveFold`: the picture is on the first screen (the page's largest paint): fetched at once and
 * first. A lazy image waits for the layout that finds it in view and then for its low priority:
 * /nft's collection pictures painted about 0.4 s after the page showed under the mobile profile.
 * Pictures further down stay lazy, so a grid of twelve does not compete with the first screen.
 */
export function NftImage({ src, alt, aboveFold = false }: { src: string; alt: string; aboveFold?: boolean }) {
  const url = assetUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <div className={styles.placeholder} role="img" aria-label={alt} data-testid="nft-placeholder" />;
  return (
    <img
      className={styles.image}
      src={url}
      alt={alt}
      loading={aboveFold ? 'eager' : 'lazy'}
      fetchPriority={aboveFold ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(url)}
    />
  );
}
