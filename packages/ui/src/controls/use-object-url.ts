import { useEffect, useRef } from 'react';

/**
 * Shows `file` in the returned image ref through a `blob:` URL (a preview), made while the file
 * is the one given and revoked when it changes and when the component goes, so previews never
 * leak memory. The URL goes straight to the image: it lives exactly as long as the effect.
 */
export function useObjectUrl(file: Blob | null) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const shown = image.current;
    if (!file || !shown) return undefined;
    const url = URL.createObjectURL(file);
    shown.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return image;
}
