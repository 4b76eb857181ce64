import { useState } from 'react';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AmountField } from './amount-field';
import { useAmountErrorText } from './use-amount-error-text';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

function Harness({ maxLabel }: { maxLabel?: string }) {
  const [value, setValue] = useState('');
  return <AmountField label="Amount" value={value} onChange={setValue} decimals={2} unit="usdt" onMax={() => setValue('12.34')} maxLabel={maxLabel} />;
}

describe('AmountField', () => {
  it('refuses a keystroke that breaks the format, keeping what was typed', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '1,5' } });
    expect(input).toHaveValue('1.5');
    fireEvent.change(input, { target: { value: '1.555' } });
    expect(input).toHaveValue('1.5');
    expect(screen.getByText('USDT')).toBeInTheDocument();
  });

  it('fills the floored most with Max, or the label the screen gives', () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('12.34');
    unmount();
    render(<Harness maxLabel="All" />);
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
  });
});

describe('amount messages', () => {
  it('name the limit a rule broke, with the coin', () => {
    const { result } = renderHook(() => useAmountErrorText());
    expect(result.current(null)).toBeNull();
    expect(result.current('required')).toBe('Enter an amount.');
    expect(result.current('below_min', { min: '10', unit: 'usdt' })).toBe('The minimum is 10 USDT.');
    expect(result.current('above_max', { max: '5000', unit: 'usdt' })).toBe('The maximum is 5000 USDT.');
    expect(result.current('insufficient')).toBe('Insufficient balance.');
  });
});
