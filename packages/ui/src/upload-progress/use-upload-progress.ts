import { useCallback, useEffect, useRef, useState } from 'react';

/** How far one part has gone up: bytes sent, and of how many (null when the browser cannot tell). */
export interface PartProgress {
  loaded: number;
  total: number | null;
}

/** One batch of uploads under way: what each part reports, and the signal that cancels them all. */
export interface UploadBatch {
  signal: AbortSignal;
  /** The progress callback of one part; `size` (the file's bytes) lets the bar move before the first event. */
  part(id: string, size?: number): (progress: PartProgress) => void;
}

export interface UploadProgressState {
  /** A batch is under way. */
  active: boolean;
  /** Sent so far of the whole batch, 0 to 1; null while its size is unknown. */
  fraction: number | null;
  /** Starts a batch (cancelling one still under way). */
  begin(): UploadBatch;
  /** Cancels the batch: its uploads reject as cancelled. */
  cancel(): void;
  /** The batch is over, whatever its outcome. */
  end(): void;
}

/**
 * The state of a form's uploads for {@link UploadProgress}: it knows no API, only the
 * `{ loaded, total }` reports and the AbortSignal an upload call takes. Leaving the screen
 * cancels what is still going up.
 */
export function useUploadProgress(): UploadProgressState {
  const [active, setActive] = useState(false);
  const [fraction, setFraction] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const begin = useCallback((): UploadBatch => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const parts = new Map<string, PartProgress>();
    const report = () => {
      if (controller.current !== current) return;
      let loaded = 0;
      let total = 0;
      for (const part of parts.values()) {
        if (part.total === null) return setFraction(null);
        loaded += Math.min(part.loaded, part.total);
        total += part.total;
      }
      setFraction(total > 0 ? loaded / total : null);
    };
    setActive(true);
    setFraction(null);
    return {
      signal: current.signal,
      part(id, size) {
        parts.set(id, { loaded: 0, total: size ?? null });
        report();
        return (progress) => {
          const known = parts.get(id)?.total ?? null;
          parts.set(id, { loaded: progress.loaded, total: progress.total ?? known });
          report();
        };
      },
    };
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const end = useCallback(() => {
    controller.current = null;
    setActive(false);
    setFraction(null);
  }, []);

  useEffect(() => () => controller.current?.abort(), []);
  return { active, fraction, begin, cancel, end };
}
