import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

describe('TextField', () => {
  it('is labelled and reports the typed text as a string', () => {
    const onChange = vi.fn();
    render(<TextField label="E-mail" value="" onChange={onChange} name="email" inputMode="email" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    fireEvent.change(input, { target: { value: 'a@b.c' } });
    expect(onChange).toHaveBeenCalledWith('a@b.c');
  });

  it('shows an error inline and ties it to the input', () => {
    render(<TextField label="Amount" value="1" onChange={() => {}} error="Minimum amount 10 USDT" />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Minimum amount 10 USDT');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Amount" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-describedby');
  });

  it('shows the prefix and suffix around the input', () => {
    render(<TextField label="Phone" value="" onChange={() => {}} prefix="+93" suffix={<button>Send</button>} />);
    expect(screen.getByText('+93')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});

describe('PasswordField', () => {
  function Controlled() {
    const [value, setValue] = useState('secret');
    return <PasswordField label="Password" value={value} onChange={setValue} />;
  }

  it('hides the password until the toggle is pressed, then hides it again', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
