import type { KeyboardEvent, ReactNode } from 'react';
import styles from './radio-list.module.css';
import { Icon } from '../icon/icon';
import { cx } from '../utils/class-names';
import { nextIndex } from '../utils/roving-focus';

/** One choice of {@link RadioList}. */
export interface RadioItem {
  value: string;
  label: ReactNode;
  /** URL of a small image before the label (a flag, a coin). */
  icon?: string;
}

/** Props of {@link RadioList}. */
export interface RadioListProps {
  items: readonly RadioItem[];
  value: string;
  onChange(value: string): void;
  className?: string;
  'aria-label'?: string;
}

/**
 * A single-choice list with a check mark on the chosen row (the language screen): a WAI-ARIA
 * radio group, the arrow keys moving the choice.
 */
export function RadioList({ items, value, onChange, className, 'aria-label': ariaLabel }: RadioListProps) {
  const selected = items.findIndex((item) => item.value === value);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = Math.max(0, selected);
    const next = nextIndex(event, from, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    onChange(item.value);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
  };

  return (
    <div role="radiogroup" aria-label={ariaLabel} className={cx(styles.list, className)} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const checked = index === selected;
        return (
          <button
            key={item.value}
            type="button"
            role="radio"
            aria-checked={checked}
            // One stop in the tab order: the chosen row, or the first when none is chosen.
            tabIndex={checked || (selected < 0 && index === 0) ? 0 : -1}
            className={cx(styles.row, checked && styles.checked)}
            onClick={() => {
              if (!checked) onChange(item.value);
            }}
          >
            {item.icon && <img className={styles.icon} src={item.icon} alt="" />}
            <span className={styles.label}>{item.label}</span>
            {checked && <Icon name="check" className={styles.check} />}
          </button>
        );
      })}
    </div>
  );
}
