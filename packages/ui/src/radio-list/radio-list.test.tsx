import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioList } from './radio-list';

const items = [
  { value: 'en', label: 'English', icon: '/flags/en.png' },
  { value: 'ar', label: 'العربية' },
  { value: 'zh', label: '简体中文' },
];

function Controlled({ onChange, initial = 'en' }: { onChange?: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RadioList
      aria-label="Language"
      items={items}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('RadioList', () => {
  it('is a radio group with the chosen item checked', () => {
    render(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'false');
  });

  it('chooses the item that is pressed', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '简体中文' }));
    expect(onChange).toHaveBeenCalledWith('zh');
    expect(screen.getByRole('radio', { name: '简体中文' })).toHaveAttribute('aria-checked', 'true');
  });

  it('moves the choice with the arrow keys', () => {
    render(<Controlled />);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'English' }), { key: 'ArrowDown' });
    expect(screen.getByRole('radio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'العربية' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('radio', { name: 'العربية' }), { key: 'ArrowUp' });
    expect(screen.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the first row reachable by Tab when nothing is chosen', () => {
    render(<Controlled initial="xx" />);
    expect(screen.getByRole('radio', { name: 'English' })).toHaveAttribute('tabindex', '0');
  });
});
