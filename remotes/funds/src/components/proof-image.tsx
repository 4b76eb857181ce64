import { useEffect, useState } from 'react';
import { fetchOwnFile } from '@atrium/api';
import { Section } from '@atrium/ui';
import styles from './proof-image.module.css';

/**
 * A deposit proof: the server serves uploads to their owner only, with the token, which an
 * <img src> cannot send; so the file is fetched through the API client and shown from memory.
 */
export function ProofImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchOwnFile(url)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src ? (
    <Section>
      <img className={styles.image} src={src} alt={alt} />
    </Section>
  ) : null;
}
