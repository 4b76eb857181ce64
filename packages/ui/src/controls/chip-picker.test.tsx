import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChipPicker } from './chip-picker';

const currencies = ['USD', 'EUR', 'CNY', 'JPY', 'GBP', 'HKD', 'KRW', 'CHF'].map((code) => ({ value: code, label: code }));
const NAMES: Record<string, string> = { USD: 'US dollar', EUR: 'Euro', CNY: 'Chinese yuan', JPY: 'Japanese yen', GBP: 'British pound', HKD: 'Hong Kong dollar', KRW: 'South Korean won', CHF: 'Swiss franc' };

function Controlled({ initial = 'USD', onChange, describe = (code) => NAMES[code]! }: { initial?: string; onChange?: (v: string) => void; describe?: (code: string) => string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChipPicker
      aria-label="Display currency"
      options={currencies}
      describe={describe}
      frequent={['USD', 'EUR', 'CNY', 'JPY']}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const group = () => screen.getByRole('group', { name: 'Display currency' });
const chipNames = () => within(group()).getAllByRole('button').map((b) => b.textContent);

describe('ChipPicker', () => {
  it('shows the most used choices and More, the chosen one pressed', () => {
    render(<Controlled />);
    expect(chipNames()).toEqual(['USD', 'EUR', 'CNY', 'JPY', 'More']);
    expect(within(group()).getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group()).getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group()).getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('chooses a chip that is pressed', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(within(group()).getByRole('button', { name: 'EUR' }));
    expect(onChange).toHaveBeenCalledWith('EUR');
    expect(within(group()).getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
    expect(chipNames()).toEqual(['USD', 'EUR', 'CNY', 'JPY', 'More']);
  });

  it('gives a chosen value outside the most used a chip of its own', () => {
    render(<Controlled initial="CHF" />);
    expect(chipNames()).toEqual(['USD', 'EUR', 'CNY', 'CHF', 'More']);
    expect(within(group()).getByRole('button', { name: 'CHF' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('finds any choice in the full list by code or name, and closes on the pick', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(within(group()).getByRole('button', { name: 'More' }));
    const sheet = screen.getByRole('dialog', { name: 'Display currency' });
    expect(within(sheet).getAllByRole('radio')).toHaveLength(8);
    expect(within(sheet).getByRole('radio', { name: /USD/ })).toHaveAttribute('aria-checked', 'true');

    fireEvent.change(within(sheet).getByRole('searchbox', { name: 'Search' }), { target: { value: 'franc' } });
    expect(within(sheet).getAllByRole('radio').map((r) => r.textContent)).toEqual(['CHF Swiss franc']);
    fireEvent.click(within(sheet).getByRole('radio', { name: /CHF/ }));
    expect(onChange).toHaveBeenCalledWith('CHF');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(group()).getByRole('button', { name: 'CHF' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for the names only while the full list is open', () => {
    const describe = vi.fn((code: string) => NAMES[code]!);
    render(<Controlled describe={describe} />);
    fireEvent.click(within(group()).getByRole('button', { name: 'EUR' }));
    expect(describe).not.toHaveBeenCalled();
    fireEvent.click(within(group()).getByRole('button', { name: 'More' }));
    expect(within(screen.getByRole('dialog')).getByRole('radio', { name: /EUR/ })).toHaveTextContent('EUR Euro');
    expect(describe).toHaveBeenCalledWith('EUR');
  });

  it('says when nothing matches', () => {
    render(<Controlled />);
    fireEvent.click(within(group()).getByRole('button', { name: 'More' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches your search');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('has no More when every choice has a chip', () => {
    render(<ChipPicker aria-label="Display currency" options={currencies.slice(0, 3)} value="EUR" onChange={() => undefined} />);
    expect(chipNames()).toEqual(['USD', 'EUR', 'CNY']);
  });
});
