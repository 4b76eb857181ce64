import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm, type FieldErrors } from './use-form';

interface Login {
  email: string;
  code: string;
}

const validate = (values: Login): FieldErrors<Login, 'required' | 'bad_email'> => ({
  ...(values.email === '' ? { email: 'required' as const } : !values.email.includes('@') ? { email: 'bad_email' as const } : {}),
  ...(values.code === '' && { code: 'required' as const }),
});
const translate = (key: string) => `T:${key}`;

describe('useForm', () => {
  it('shows a problem only once its field was left, and every problem after a submit is tried', () => {
    const { result } = renderHook(() => useForm({ email: '', code: '' }, validate, translate));
    expect(result.current.field('email').error).toBeUndefined();
    act(() => result.current.field('email').onBlur());
    expect(result.current.field('email').error).toBe('T:required');
    expect(result.current.field('code').error).toBeUndefined();
    let ok = true;
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(false);
    expect(result.current.field('code').error).toBe('T:required');
  });

  it('keeps what was typed, follows the rules as it changes, and passes when there is no problem', () => {
    const { result } = renderHook(() => useForm({ email: '', code: '' }, validate, translate));
    act(() => result.current.field('email').onChange('ann'));
    act(() => result.current.set('code', '1234'));
    act(() => void result.current.check());
    expect(result.current.values).toEqual({ email: 'ann', code: '1234' });
    expect(result.current.field('email').error).toBe('T:bad_email');
    act(() => result.current.field('email').onChange('ann@example.com'));
    let ok = false;
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(true);
  });

  it('refuses a form with a field over its limit, counting characters, not UTF-16 units', () => {
    const { result } = renderHook(() => useForm({ email: 'a@b', code: '' }, () => ({}), translate, { code: 2 }));
    expect(result.current.field('code').limit).toBe(2);
    act(() => result.current.field('code').onChange('😀😀'));
    let ok = false;
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(true);
    act(() => result.current.field('code').onChange('😀😀😀'));
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(false);
  });

  it('resets to the initial values, or to new ones, with nothing shown', () => {
    const { result } = renderHook(() => useForm({ email: '', code: '' }, validate, translate));
    act(() => result.current.field('email').onChange('x'));
    act(() => void result.current.check());
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: '', code: '' });
    expect(result.current.field('email').error).toBeUndefined();
    act(() => result.current.reset({ email: 'b@c', code: '9' }));
    expect(result.current.values).toEqual({ email: 'b@c', code: '9' });
  });
});
