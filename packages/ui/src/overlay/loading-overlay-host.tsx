import { useSyncExternalStore } from 'react';
import { LoadingOverlay } from './loading-overlay';
import { currentLoadingOverlay, subscribeLoadingOverlay } from './loading-overlay-store';

/** Draws the app's one loading overlay (loading-overlay-store.ts); the shell mounts it once. */
export function LoadingOverlayHost() {
  const entry = useSyncExternalStore(subscribeLoadingOverlay, currentLoadingOverlay, currentLoadingOverlay);
  return <LoadingOverlay open={entry !== null} text={entry?.text} />;
}
