import type { ReactNode } from 'react';
import styles from './stale-marker.module.css';
import { cx } from '../utils/class-names';

/** Props of {@link StaleMarker}. */
export interface StaleMarkerProps {
  /** When the prices stopped being live (ms). */
  since: number;
  /**
   * Writes that moment as the user reads times: the platform's `useFormatDateTime` with
   * `timeOnly` (their zone, named when it is not the device's). The kit knows no user settings.
   */
  formatTime(ms: number): string;
  /**
   * The message, given that moment as written by `formatTime`: the kit holds no market words
   * (callers use the shared `common:stale_prices_since`).
   */
  children(time: string): ReactNode;
  className?: string;
}

/**
 * Says plainly that prices are not live, and since when, so they never look live while frozen
 * (the market socket lost, not yet resynced). Used by every screen that shows live prices.
 */
export function StaleMarker({ since, formatTime, children, className }: StaleMarkerProps) {
  const time = formatTime(since);
  return (
    <span className={cx(styles.stale, className)} role="status" data-testid="stale-marker">
      {children(time)}
    </span>
  );
}
