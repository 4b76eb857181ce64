import { useState } from 'react';
import type { AccountMessageKey } from './i18n/register';

/** A field's problem as a translation key of the `account` namespace, or undefined. */
export type FieldErrors<T> = Partial<Record<keyof T, AccountMessageKey>>;

/** The most characters the server takes in each field (the fields count them and say when one is over). */
export type FieldLimits<T> = Partial<Record<keyof T, number>>;

/**
 * The state of a small form: its values (kept on failure, so nothing typed is lost), and the
 * problems found by a pure `validate`, shown inline once a field was left or a submit tried.
 * A field with a limit shows a counter and, past it, says the limit at once (the kit's
 * TextField); a form with a field over its limit is not sent.
 */
export function useForm<T extends { [K in keyof T]: string }>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
  translate: (key: AccountMessageKey) => string,
  limits: FieldLimits<T> = {},
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [tried, setTried] = useState(false);
  const problems = validate(values);
  const overLimit = (Object.keys(limits) as (keyof T)[]).some((name) => [...values[name]].length > limits[name]!);

  /** Props for a TextField or PasswordField bound to `name`. */
  function field(name: keyof T & string) {
    const problem = tried || touched[name] ? problems[name] : undefined;
    return {
      name,
      value: values[name],
      onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: problem ? translate(problem) : undefined,
      limit: limits[name],
    };
  }

  return {
    values,
    field,
    /** Marks a submit attempt: every problem shows. True when there is none and no field is over its limit. */
    check(): boolean {
      setTried(true);
      return Object.keys(problems).length === 0 && !overLimit;
    },
    /** Back to the initial values after a success (or new ones, e.g. a previous answer to correct). */
    reset(next: T = initial) {
      setValues(next);
      setTouched({});
      setTried(false);
    },
  };
}
