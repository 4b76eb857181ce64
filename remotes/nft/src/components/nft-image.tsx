import { useEffect, useEffectEvent, useState } from 'react';
import { assetUrl } from '@atrium/platform/asset-url';
import styles from './nft.module.css';

interface NftImageProps {
  src: string;
  alt: string;
  /**
   * The picture is on the first screen (the page's largest paint): fetched at once and first. A
   * lazy image waits for the layout that finds it in view and then for its low priority: /nft's
   * collection pictures painted about 0.4 s after the page showed under the mobile profile.
   */
  aboveFold?: boolean;
  /** Not asked for yet: the square placeholder stands in its place (item-grid.tsx holds the pictures under its first row). */
  held?: boolean;
  /** Called once the picture has loaded or failed, or at once when there is none to load. */
  onSettled?: () => void;
}

/**
 * An item's or collection's picture from the assets host; a square placeholder when it fails to
 * load, or while it is held. Pictures further down stay lazy, so a grid of twelve does not
 * compete with the first screen.
 */
export function NftImage({ src, alt, aboveFold = false, held = false, onSettled }: NftImageProps) {
  const url = assetUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const settle = useEffectEvent(() => onSettled?.());
  const nothingToLoad = !url;
  useEffect(() => {
    if (nothingToLoad) settle();
  }, [nothingToLoad]);
  if (!url || failed === url || held) return <div className={styles.placeholder} role="img" aria-label={alt} data-testid="nft-placeholder" />;
  return (
    <img
      className={styles.image}
      src={url}
      alt={alt}
      loading={aboveFold ? 'eager' : 'lazy'}
      fetchPriority={aboveFold ? 'high' : 'auto'}
      decoding="async"
      onLoad={onSettled}
      onError={() => {
        setFailed(url);
        onSettled?.();
      }}
    />
  );
}
