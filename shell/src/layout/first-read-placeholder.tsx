import { LoadError, Skeleton } from '@atrium/ui';
import { useCoinStore, useSettingsStore, type ReadStatus } from '@atrium/platform';

interface Props {
  status: ReadStatus;
  onRetry(): void;
  /** Skeleton lines while the read runs. */
  lines: number;
}

/**
 * What a screen shows in place of data a store has not read yet: a skeleton while the read runs,
 * then (failed, or past its time limit) the translated error with Retry, so it never spins
 * forever. The store also reads again by itself when the browser is back online.
 */
export function FirstReadPlaceholder({ status, onRetry, lines }: Props) {
  if (status === 'failed') return <LoadError onRetry={onRetry} />;
  return (
    <div aria-busy="true">
      <Skeleton lines={lines} />
    </div>
  );
}

/** The placeholder of a screen waiting for settings (sign-in, sign-up, language selection). */
export function SettingsPlaceholder({ lines }: { lines: number }) {
  const status = useSettingsStore((s) => s.status);
  return <FirstReadPlaceholder status={status} lines={lines} onRetry={() => void useSettingsStore.getState().load().catch(() => undefined)} />;
}

/** The placeholder of a screen waiting for settings and the coin lists (the home coins). */
export function CoinsPlaceholder({ lines }: { lines: number }) {
  const settings = useSettingsStore((s) => (s.settings ? 'ready' : s.status));
  const coins = useCoinStore((s) => (s.loaded || s.spotCoinList.length > 0 ? 'ready' : s.status));
  const status = settings === 'failed' || coins === 'failed' ? 'failed' : 'loading';
  const retry = () => {
    if (settings === 'failed') void useSettingsStore.getState().load().catch(() => undefined);
    if (coins === 'failed') void useCoinStore.getState().load().catch(() => undefined);
  };
  return <FirstReadPlaceholder status={status} lines={lines} onRetry={retry} />;
}
