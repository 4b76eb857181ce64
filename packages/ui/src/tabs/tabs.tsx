import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';
import { cx } from '../utils/class-names';
import { nextIndex } from '../utils/roving-focus';

/** One tab of {@link Tabs}. */
export interface TabItem {
  key: string;
  label: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** The key of the selected tab. */
  value: string;
  onChange(key: string): void;
  className?: string;
  'aria-label'?: string;
}

/**
 * A row of tabs (WAI-ARIA tabs, automatic activation): the arrow keys move the selection,
 * the left and right arrows following the reading direction; Home and End jump to the ends.
 * The caller renders the selected panel.
 */
export function Tabs({ items, value, onChange, className, 'aria-label': ariaLabel }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const selected = Math.max(
    0,
    items.findIndex((item) => item.key === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event, selected, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    onChange(item.key);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={ariaLabel} className={cx(styles.tabs, className)} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const active = index === selected;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={cx(styles.tab, active && styles.active)}
            onClick={() => {
              if (!active) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
