import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

function Controlled({ onChange, error }: { onChange?: (on: boolean) => void; error?: string }) {
  const [on, setOn] = useState(false);
  return (
    <Checkbox
      label={
        <>
          I accept the <a href="/terms">terms</a>
        </>
      }
      name="agree"
      checked={on}
      error={error}
      onChange={(next) => {
        setOn(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('is a real checkbox named by its label, links and all', () => {
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).toHaveAttribute('name', 'agree');
    expect(box).not.toBeChecked();
  });

  it('is ticked and unticked from its label', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByText(/I accept/));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('checkbox')).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('says its error under it and is marked invalid', () => {
    render(<Controlled error="Please accept the terms" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });

  it('is not marked invalid without an error', () => {
    render(<Controlled />);
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');
  });
});
