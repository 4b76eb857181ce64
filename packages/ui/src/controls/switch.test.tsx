import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

function Controlled({ onChange, disabled }: { onChange?: (on: boolean) => void; disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Dark theme"
      description="Easier on the eyes at night"
      checked={on}
      disabled={disabled}
      onChange={(next) => {
        setOn(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a named switch, described, off until turned on', () => {
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Easier on the eyes at night');
  });

  it('turns on and off from the row, as a tap on its label would', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByText('Dark theme'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('switch')).toBeChecked();
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('cannot be changed while disabled', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} disabled />);
    fireEvent.click(screen.getByText('Dark theme'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});
