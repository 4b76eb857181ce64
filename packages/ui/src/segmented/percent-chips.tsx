// The formatter from the shared kit: this entry is bundled by the remotes that use it.
import { formatPercent } from '@atrium/ui';
import styles from './percent-chips.module.css';
import { cx } from '../utils/class-names';

/** The shares a money form offers under its amount: a quarter, a half, three quarters, all of it. */
export const QUARTERS: readonly number[] = [0.25, 0.5, 0.75, 1];

/** Props of {@link PercentChips}. */
export interface PercentChipsProps {
  /** The shares offered, each above 0 and at most 1 (default {@link QUARTERS}). */
  fractions?: readonly number[];
  /** Called with the share tapped (0.25 for 25 %); the caller computes the floored amount. */
  onPick(fraction: number): void;
  /**
   * The share whose amount is in the field now, drawn pressed (the caller compares the field with
   * the amounts), or null when the typed amount is none of them.
   */
  value?: number | null;
  /** The whole's label where a screen says "All" or "Max"; by default it reads "100%" too. */
  allLabel?: string;
  disabled?: boolean;
  /** What the shares are of ("Share of the available amount"): the group's name. */
  'aria-label': string;
  className?: string;
}

/**
 * Quick shares under an amount field (25 %, 50 %, 75 %, 100 % or All): equal, centred toggle
 * buttons at least 44 px tall, the percentages written the page language's way.
 */
export function PercentChips({ fractions = QUARTERS, onPick, value = null, allLabel, disabled, 'aria-label': label, className }: PercentChipsProps) {
  return (
    <div role="group" aria-label={label} className={cx(styles.chips, className)}>
      {fractions.map((fraction) => (
        <button key={fraction} type="button" className={styles.chip} aria-pressed={fraction === value} disabled={disabled} onClick={() => onPick(fraction)}>
          {fraction === 1 && allLabel ? allLabel : percentLabel(fraction)}
        </button>
      ))}
    </div>
  );
}

/** 0.25 → "25%" in English, "25 %" in French, "%25" in Turkish. */
function percentLabel(fraction: number): string {
  // Percent units from the fraction, without float noise (0.07 × 100 = 7.000000000000001).
  const percent = Number((fraction * 100).toPrecision(12));
  return formatPercent(percent, { decimals: Number.isInteger(percent) ? 0 : 2 });
}
