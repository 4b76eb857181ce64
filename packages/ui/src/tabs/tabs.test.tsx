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
