import { useState } from 'react';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@atrium/i18n';
import { AmountField } from './amount-field';
import { useAmountErrorText } from './use-amount-error-text';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);
afterEach(() => changeLanguage('en'));

function Harness({ maxLabel, decimals = 2 }: { maxLabel?: string; decimals?: number }) {
  const [value, setValue] = useState('');
  return <AmountField label="Amount" value={value} onChange={setValue} decimals={decimals} unit="usdt" max="1234.5" maxLabel={maxLabel} />;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Amount'), { target: { value: text } });

describe('AmountField', () => {
  it.each([
    ['1e30', 'Write it out in full, without “e”.'],
    ['-3', 'Enter it without a minus sign.'],
    ['12.3.4', 'Use only one decimal mark (.).'],
    ['12a', 'Use digits only, with one decimal mark.'],
    ['1,5', 'Check the separators: write it like 1,000.5.'],
    ['1.555', 'Use at most 2 decimal places.'],
  ])('keeps %j exactly as typed and says why it is no amount', (text, message) => {
    render(<Harness />);
    type(text);
    expect(screen.getByLabelText('Amount')).toHaveValue(text);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('takes an amount written the locale’s way without a word', () => {
    render(<Harness />);
    type('1,000.50');
    expect(screen.getByLabelText('Amount')).toHaveValue('1,000.50');
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('USDT')).toBeInTheDocument();
  });

  it('says "one decimal place" and "whole number" in words', () => {
    const { unmount } = render(<Harness decimals={1} />);
    type('1.55');
    expect(screen.getByText('Use at most 1 decimal place.')).toBeInTheDocument();
    unmount();
    render(<Harness decimals={0} />);
    type('1.5');
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
  });

  it('fills the floored most with Max in the locale marks, or the label the screen gives', async () => {
    await changeLanguage('de');
    const { unmount } = render(<Harness />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByLabelText('Amount')).toHaveValue('1234,5');
    unmount();
    render(<Harness maxLabel="All" />);
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
  });

  it('keeps Arabic-Indic digits as typed and reads them', async () => {
    await changeLanguage('ar');
    render(<Harness />);
    type('٣٤');
    expect(screen.getByLabelText('Amount')).toHaveValue('٣٤');
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
  });
});

describe('amount messages', () => {
  it('name the limit a rule broke, with the coin, grouped the reader’s way', () => {
    const { result } = renderHook(() => useAmountErrorText());
    expect(result.current(null)).toBeNull();
    expect(result.current('required')).toBe('Enter an amount.');
    expect(result.current('below_min', { min: '10', unit: 'usdt' })).toBe('The minimum is 10 USDT.');
    expect(result.current('above_max', { max: '50000', unit: 'usdt' })).toBe('The maximum is 50,000 USDT.');
    expect(result.current('insufficient')).toBe('Insufficient balance.');
  });
});
