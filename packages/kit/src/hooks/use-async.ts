import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import { onBack } from '../timing/on-back';

/** What a screen knows about one server call. */
export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      data: T;
      /**
       * Set when a reload failed and `data` is the last answer kept on screen: when that answer
       * came (ms). The screen says so quietly ("offline, showing data from HH:MM").
       */
      staleSince?: number;
    };

export type AsyncResult<T> = AsyncState<T> & {
  /** Runs the call again (the error state's retry button; a refresh keeps the data on screen). */
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

interface Settled {
  /** The inputs the call ran with: a result for other inputs is stale. */
  inputs: readonly unknown[];
  error?: unknown;
  failed: boolean;
}

/** The last answer for the current call (its language and deps), kept through failed reloads. */
interface Kept<T> {
  key: readonly unknown[];
  data: T;
  at: number;
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Runs `load` on mount, whenever one of `deps` changes, on `retry()`, and when the language
 * changes: the server localises its answer by the `lang` header (spec §7), so a page in the
 * old language must be fetched again. Until the call for the current inputs settles the state
 * is `loading`; a result that arrives after the inputs changed is dropped, and the call that
 * would give it is aborted (its signal), as is the call of a screen that unmounts.
 *
 * A reload of the same call (retry, a reconnection) keeps the last answer on screen while it
 * runs and when it fails (then marked with `staleSince`), and a failed call runs again by itself
 * when the browser is back online or the page visible: every screen recovers without a tap.
 */
export function useAsync<T>(load: (call: LoadCall) => Promise<T>, deps: readonly unknown[] = []): AsyncResult<T> {
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [kept, setKept] = useState<Kept<T> | null>(null);
  const run = useEffectEvent(load);
  const key = [i18n.language, ...deps];
  const inputs = [attempt, ...key];

  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    run({ signal: controller.signal }).then(
      (data) => {
        if (!current) return;
        setKept({ key, data, at: Date.now() });
        setSettled({ inputs, failed: false });
      },
      (error: unknown) => current && setSettled({ inputs, error, failed: true }),
    );
    return () => {
      current = false;
      controller.abort();
    };
    // The inputs are the language, the retry count and the caller's `deps`: spreading the
    // caller's list is the point of this hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, inputs);

  const failed = settled !== null && settled.failed && sameInputs(settled.inputs, inputs);
  useEffect(() => (failed ? onBack(() => setAttempt((n) => n + 1)) : undefined), [failed]);

  const retry = () => setAttempt((n) => n + 1);
  const last = kept && sameInputs(kept.key, key) ? kept : null;
  const done = settled !== null && sameInputs(settled.inputs, inputs);
  if (last) return { status: 'ready', data: last.data, ...(failed && { staleSince: last.at }), retry };
  if (done && failed) return { status: 'error', error: settled.error, retry };
  return { status: 'loading', retry };
}
