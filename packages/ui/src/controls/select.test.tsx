import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';
import styles from './select.module.css';

const options = [
  { value: 'usdt', label: 'USDT' },
  { value: 'btc', label: 'BTC' },
  { value: 'eth', label: 'ETH' },
];

function Controlled({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('btc');
  return (
    <Select
      label="To"
      value={value}
      options={options}
      data-testid="coin"
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('Select', () => {
  it('is a labelled native select showing the chosen option, drawn by the kit', () => {
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'To' });
    expect(select).toHaveValue('btc');
    expect(select).toHaveDisplayValue('BTC');
    expect(select).toHaveClass(styles.select!);
    expect(select).toHaveAttribute('data-testid', 'coin');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['USDT', 'BTC', 'ETH']);
  });

  it('reports the option chosen', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'eth' } });
    expect(onChange).toHaveBeenCalledWith('eth');
    expect(screen.getByRole('combobox')).toHaveDisplayValue('ETH');
  });

  it('takes its name from an outer label when it has none of its own', () => {
    render(
      <>
        <label htmlFor="zone">Time zone</label>
        <Select id="zone" value="usdt" options={options} onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveAttribute('id', 'zone');
  });
});
