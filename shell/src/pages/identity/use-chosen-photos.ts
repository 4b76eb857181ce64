import { useEffect, useRef, useState } from 'react';

/** A photo the user chose, with a blob: URL to preview it. */
export interface ChosenPhoto {
  file: File;
  preview: string;
}

/**
 * The photos chosen for each slot. A preview URL is made when a photo is chosen and revoked
 * when it is replaced or the screen goes, so previews never leak.
 */
export function useChosenPhotos<Slot extends string>() {
  const [photos, setPhotos] = useState<Partial<Record<Slot, ChosenPhoto>>>({});
  const live = useRef(new Map<Slot, string>());

  useEffect(() => {
    const previews = live.current;
    return () => {
      for (const url of previews.values()) URL.revokeObjectURL(url);
      previews.clear();
    };
  }, []);

  function choose(slot: Slot, file: File) {
    const preview = URL.createObjectURL(file);
    const replaced = live.current.get(slot);
    if (replaced) URL.revokeObjectURL(replaced);
    live.current.set(slot, preview);
    setPhotos((current) => ({ ...current, [slot]: { file, preview } }));
  }

  return { photos, choose };
}
