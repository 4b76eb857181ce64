import type { KeyboardEvent, ReactNode } from 'react';
import styles from './segmented-control.module.css';
import { cx } from '../utils/class-names';
import { nextIndex } from '../utils/roving-focus';

/** One choice of {@link SegmentedControl}. */
export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  /**
   * Fills the chosen segment with the rise (`up`: Buy, Long, Up) or the fall (`down`: Sell,
   * Short, Down) colour, which follow the user's up-colour preference; without a tone the chosen
   * segment is raised on the track.
   */
  tone?: 'up' | 'down';
  disabled?: boolean;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps<V extends string> {
  /** Two to four choices, drawn as equal segments of one track. */
  options: readonly SegmentedOption<NoInfer<V>>[];
  value: V;
  onChange(value: NoInfer<V>): void;
  /** What is being chosen ("Direction", "Order type"): the radio group's name. */
  'aria-label': string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A two-to-four-way choice on one track (Long / Short, Buy / Sell, Market / Limit, Up / Down): a
 * WAI-ARIA radio group with one tab stop on the chosen segment; the arrow keys move the choice,
 * left and right following the reading direction, Home and End to the ends.
 */
export function SegmentedControl<V extends string>({ options, value, onChange, 'aria-label': label, className, 'data-testid': testId }: SegmentedControlProps<V>) {
  const chosen = options.findIndex((option) => option.value === value);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The keys move among the segments that can be chosen: a disabled one is stepped over.
    const enabled = options.flatMap((option, index) => (option.disabled ? [] : [index]));
    const next = nextIndex(event, Math.max(0, enabled.indexOf(chosen)), enabled.length);
    const index = next === null ? undefined : enabled[next];
    const option = index === undefined ? undefined : options[index];
    if (index === undefined || !option) return;
    event.preventDefault();
    if (option.value !== value) onChange(option.value);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
  };

  return (
    <div role="radiogroup" aria-label={label} className={cx(styles.track, className)} onKeyDown={onKeyDown} data-testid={testId}>
      {options.map((option, index) => {
        const checked = index === chosen;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            // One stop in the tab order: the chosen segment, or the first when none is chosen.
            tabIndex={checked || (chosen < 0 && index === 0) ? 0 : -1}
            disabled={option.disabled}
            data-tone={option.tone}
            className={styles.segment}
            onClick={() => {
              if (!checked) onChange(option.value);
            }}
          >
            <span className={styles.label}>{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
