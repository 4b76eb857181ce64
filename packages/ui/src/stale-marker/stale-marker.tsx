import type { ReactNode } from 'react';
import { localeTag, currentLocale } from '@atrium/i18n';
import styles from './stale-marker.module.css';
import { cx } from '../utils/class-names';

/** Props of {@link StaleMarker}. */
export interface StaleMarkerProps {
  /** When the prices stopped being live (ms). */
  since: number;
  /**
   * The message, given that moment as a clock time in the current locale: the kit holds no
   * market words (callers use the shared `common:stale_prices_since`).
   */
  children(time: string): ReactNode;
  className?: string;
}

/**
 * Says plainly that prices are not live, and since when, so they never look live while frozen
 * (the market socket lost, not yet resynced). Used by every screen that shows live prices.
 */
export function StaleMarker({ since, children, className }: StaleMarkerProps) {
  const time = new Intl.DateTimeFormat(localeTag(currentLocale()), { timeStyle: 'medium' }).format(since);
  return (
    <span className={cx(styles.stale, className)} role="status" data-testid="stale-marker">
      {children(time)}
    </span>
  );
}
