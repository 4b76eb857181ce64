import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

/** How far a fade reaches into the strip, in CSS pixels: a tab next to an edge is scrolled clear of it. */
const FADE_PX = 24;

/**
 * A row of tabs (WAI-ARIA tabs, automatic activation): the arrow keys move the selection,
 * the left and right arrows following the reading direction; Home and End jump to the ends.
 * The caller renders the selected panel.
 *
 * The row scrolls sideways rather than cut a label; an edge fades out only where more tabs are
 * hidden past it (`data-fade`: `s` at the reading start, `e` at the end), and the selected tab
 * is scrolled into view.
 */
export function Tabs({ items, value, onChange, className, 'aria-label': ariaLabel }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const selected = Math.max(
    0,
    items.findIndex((item) => item.key === value),
  );

  const [fade, setFade] = useState('');
  // Which edges hide tabs: |scrollLeft| is the distance from the reading start in either direction.
  const edges = () => {
    const list = listRef.current;
    if (!list) return;
    const from = Math.abs(list.scrollLeft);
    setFade((from > 1 ? 's' : '') + (from < list.scrollWidth - list.clientWidth - 1 ? 'e' : ''));
  };

  useEffect(() => {
    const list = listRef.current;
    const tab = list?.children[selected];
    if (!list || !tab) return;
    // Only the strip scrolls (scrollIntoView would scroll the page to it too).
    const strip = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    list.scrollLeft += Math.min(0, box.left - strip.left - FADE_PX) || Math.max(0, box.right - strip.right + FADE_PX);
    edges();
  }, [selected]);

  useEffect(() => {
    // Labels arriving in another language, or a turned phone, change what fits.
    const observer = new ResizeObserver(edges);
    observer.observe(listRef.current!);
    return () => observer.disconnect();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event, selected, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    onChange(item.key);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={ariaLabel}
      className={cx(styles.tabs, className)}
      data-fade={fade || undefined}
      onKeyDown={onKeyDown}
      onScroll={edges}
    >
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
