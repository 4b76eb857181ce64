import { useEffect, useState } from 'react';
import type { Settings } from '@atrium/api';
import { useSettingsStore } from '@atrium/platform';
import type { AsyncResult } from '@atrium/kit';

/**
 * The server settings for screens built from them (downloads, support staff). The shell keeps
 * them in the settings store, persisted, so they are normally there at once; on a first visit
 * with nothing persisted, this loads them, with the same loading and error states as a page call.
 */
export function useSettings(): AsyncResult<Settings> {
  const settings = useSettingsStore((s) => s.settings);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (settings) return;
    let current = true;
    useSettingsStore
      .getState()
      .load()
      .catch((error: unknown) => current && setFailure({ error }));
    return () => {
      current = false;
    };
  }, [settings, attempt]);

  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };
  if (settings) return { status: 'ready', data: settings, retry };
  if (failure) return { status: 'error', error: failure.error, retry };
  return { status: 'loading', retry };
}
