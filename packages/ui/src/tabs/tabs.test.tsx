import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { key: 'pledge', label: 'In progress' },
  { key: 'signed', label: 'Signed' },
  { key: 'overdue', label: 'Overdue' },
];

function Controlled({ onChange }: { onChange?: (key: string) => void }) {
  const [value, setValue] = useState('pledge');
  return (
    <Tabs
      items={items}
      value={value}
      onChange={(key) => {
        setValue(key);
        onChange?.(key);
      }}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('marks the selected tab and keeps only it in the tab order', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(tab('In progress')).toHaveAttribute('aria-selected', 'true');
    expect(tab('In progress')).toHaveAttribute('tabindex', '0');
    expect(tab('Signed')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Signed')).toHaveAttribute('tabindex', '-1');
  });

  it('selects a tab when it is pressed', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(tab('Overdue'));
    expect(onChange).toHaveBeenCalledWith('overdue');
    expect(tab('Overdue')).toHaveAttribute('aria-selected', 'true');
  });

  it('does not report a change when the selected tab is pressed again', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(tab('In progress'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys, wrapping at the ends, and moves focus along', () => {
    render(<Controlled />);
    fireEvent.keyDown(tab('In progress'), { key: 'ArrowRight' });
    expect(tab('Signed')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Signed')).toHaveFocus();
    fireEvent.keyDown(tab('Signed'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('In progress'), { key: 'ArrowLeft' });
    expect(tab('Overdue')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Overdue'), { key: 'Home' });
    expect(tab('In progress')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('In progress'), { key: 'End' });
    expect(tab('Overdue')).toHaveAttribute('aria-selected', 'true');
  });

  it('swaps the left and right arrows in right-to-left text', () => {
    render(
      <div dir="rtl">
        <Controlled />
      </div>,
    );
    fireEvent.keyDown(tab('In progress'), { key: 'ArrowLeft' });
    expect(tab('Signed')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Signed'), { key: 'ArrowRight' });
    expect(tab('In progress')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Tabs as a scrolling strip', () => {
  /** Lays the strip out as a browser would: `width` of `content` shown, scrolled by `scrollLeft` (negative right to left). */
  function layOut(list: HTMLElement, { width, content, scrollLeft }: { width: number; content: number; scrollLeft: number }) {
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: width });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: content });
    list.scrollLeft = scrollLeft;
    fireEvent.scroll(list);
  }

  it('fades only the edges past which tabs are hidden', () => {
    render(<Controlled />);
    const list = screen.getByRole('tablist');
    layOut(list, { width: 300, content: 500, scrollLeft: 0 });
    expect(list).toHaveAttribute('data-fade', 'e');
    layOut(list, { width: 300, content: 500, scrollLeft: 100 });
    expect(list).toHaveAttribute('data-fade', 'se');
    layOut(list, { width: 300, content: 500, scrollLeft: 200 });
    expect(list).toHaveAttribute('data-fade', 's');
    layOut(list, { width: 500, content: 500, scrollLeft: 0 });
    expect(list).not.toHaveAttribute('data-fade');
  });

  it('counts from the reading start in right-to-left text, where scrolling goes negative', () => {
    render(
      <div dir="rtl">
        <Controlled />
      </div>,
    );
    const list = screen.getByRole('tablist');
    layOut(list, { width: 300, content: 500, scrollLeft: 0 });
    expect(list).toHaveAttribute('data-fade', 'e');
    layOut(list, { width: 300, content: 500, scrollLeft: -200 });
    expect(list).toHaveAttribute('data-fade', 's');
  });

  it('scrolls a selected tab hidden past the end into view, clear of the fade, without scrolling the page', () => {
    render(<Controlled />);
    const list = screen.getByRole('tablist');
    layOut(list, { width: 300, content: 500, scrollLeft: 0 });
    list.getBoundingClientRect = () => ({ left: 0, right: 300, top: 0, bottom: 40, width: 300, height: 40, x: 0, y: 0, toJSON: () => null });
    tab('Overdue').getBoundingClientRect = () => ({ left: 320, right: 400, top: 0, bottom: 40, width: 80, height: 40, x: 320, y: 0, toJSON: () => null });
    const scrollIntoView = vi.fn();
    tab('Overdue').scrollIntoView = scrollIntoView;
    fireEvent.click(tab('Overdue'));
    expect(list.scrollLeft).toBe(124);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
