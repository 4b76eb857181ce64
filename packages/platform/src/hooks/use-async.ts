import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a screen knows about one server call. */
export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

export type AsyncResult<T> = AsyncState<T> & {
  /** Runs the call again (the error state's retry button). */
  retry(): void;
};

/**
 * What `load` is given: the call's cancel. The same shape as the last argument of every
 * @atrium/api endpoint function (`CallOptions`), so an endpoint can be passed as it is
 * (`useAsync(listBankCards)`) or handed it (`useAsync((call) => getRecharge(id, call), [id])`).
 */
export interface LoadCall {
  signal: AbortSignal;
}

interface Settled<T> {
  /** The inputs the call ran with: a result for other inputs is stale. */
  inputs: readonly unknown[];
  state: Exclude<AsyncState<T>, { status: 'loading' }>;
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Runs `load` on mount, whenever one of `deps` changes, on `retry()`, and when the language
 * changes: the server localises its answer by the `lang` header (spec §7), so a page in the
 * old language must be fetched again. Until the call for the current inputs settles the state
 * is `loading`; a result that arrives after the inputs changed is dropped, and the call that
 * would give it is aborted (its signal), as is the call of a screen that unmounts.
 */
export function useAsync<T>(load: (call: LoadCall) => Promise<T>, deps: readonly unknown[] = []): AsyncResult<T> {
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const run = useEffectEvent(load);
  const inputs = [i18n.language, attempt, ...deps];

  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    run({ signal: controller.signal }).then(
      (data) => current && setSettled({ inputs, state: { status: 'ready', data } }),
      (error: unknown) => current && setSettled({ inputs, state: { status: 'error', error } }),
    );
    return () => {
      current = false;
      controller.abort();
    };
    // The inputs are the language, the retry count and the caller's `deps`: spreading the
    // caller's list is the point of this hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, inputs);

  const retry = () => setAttempt((n) => n + 1);
  if (settled && sameInputs(settled.inputs, inputs)) return { ...settled.state, retry };
  return { status: 'loading', retry };
}
