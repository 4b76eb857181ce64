import { useState } from 'react';
import type { AccountMessageKey } from './i18n/register';

/** A field's problem as a translation key of the `account` namespace, or undefined. */
export type FieldErrors<T> = Partial<Record<keyof T, AccountMessageKey>>;

/**
 * The state of a small form: its values (kept on failure, so nothing typed is lost), and the
 * problems found by a pure `validate`, shown inline once a field was left or a submit tried.
 */
export function useForm<T extends { [K in keyof T]: string }>(initial: T, validate: (values: T) => FieldErrors<T>, translate: (key: AccountMessageKey) => string) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [tried, setTried] = useState(false);
  const problems = validate(values);

  /** Props for a TextField or PasswordField bound to `name`. */
  function field(name: keyof T & string) {
    const problem = tried || touched[name] ? problems[name] : undefined;
    return {
      name,
      value: values[name],
      onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: problem ? translate(problem) : undefined,
    };
  }

  return {
    values,
    field,
    /** Marks a submit attempt: every problem shows. True when there is none. */
    check(): boolean {
      setTried(true);
      return Object.keys(problems).length === 0;
    },
    /** Back to the initial values after a success (or new ones, e.g. a previous answer to correct). */
    reset(next: T = initial) {
      setValues(next);
      setTouched({});
      setTried(false);
    },
  };
}
