import { useState } from 'react';

/** A field's problem as a translation key (of the form's own namespace), or undefined. */
export type FieldErrors<T, Key extends string = string> = Partial<Record<keyof T, Key>>;

/** The most characters the server takes in each field (the fields count them and say when one is over). */
export type FieldLimits<T> = Partial<Record<keyof T, number>>;

/**
 * The state of a small form: its values (kept on failure, so nothing typed is lost), and the
 * problems found by a pure `validate`, shown inline once a field was left or a submit tried.
 * A field with a limit shows a counter and, past it, says the limit at once (the UI kit's
 * TextField); a form with a field over its limit is not sent. `validate` answers translation
 * keys and `translate` words them, so the rules stay pure and testable without i18n.
 */
export function useForm<T extends { [K in keyof T]: string }, Key extends string = string>(
  initial: T,
  validate: (values: T) => FieldErrors<T, Key>,
  translate: (key: NoInfer<Key>) => string,
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
    /** Sets one value from code (a picker, a formatted input), as typing it would. */
    set(name: keyof T & string, value: string) {
      setValues((current) => ({ ...current, [name]: value }));
    },
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
