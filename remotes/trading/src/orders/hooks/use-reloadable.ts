import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type Reloadable<T> =
  | { status: 'loading'; data: null }
  | { status: 'error'; data: null }
  | { status: 'ready'; data: T };

export interface ReloadableResult<T> {
  state: Reloadable<T>;
  /** Fetches again behind the data on screen (after a submit or a socket frame): no skeleton. */
  reload(): void;
  /** The error state's retry: back to the skeleton, then fetch. */
  retry(): void;
  /** Changes the data in place (a row merged from a socket frame). */
  update(change: (data: T) => T): void;
}

/** What `load` is given: the request's cancel, the last argument every @atrium/api endpoint takes. */
export interface ReloadCall {
  signal: AbortSignal;
}

/**
 * Data a screen shows and keeps fresh without flicker: the first load (and a retry) shows the
 * skeleton; a reload keeps the rows on screen until the answer replaces them. A reload that fails
 * keeps them too (the client has toasted why). A request older than the latest one is aborted
 * (its answer would be dropped), and so is the one on its way when the deps change or the screen
 * unmounts.
 */
export function useReloadable<T>(load: (call: ReloadCall) => Promise<T>, deps: readonly unknown[] = []): ReloadableResult<T> {
  const [state, setState] = useState<Reloadable<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const run = useEffectEvent(load);

  const fetchNow = useCallback((showErrors: boolean) => {
    const ticket = ++latest.current;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    run({ signal: controller.signal }).then(
      (data) => ticket === latest.current && !controller.signal.aborted && setState({ status: 'ready', data }),
      () => {
        // A cancelled request shows nothing: a newer one or no screen at all wants the answer.
        if (ticket === latest.current && !controller.signal.aborted && showErrors) setState({ status: 'error', data: null });
      },
    );
    // run is an effect event: stable by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    fetchNow(true);
    return () => inFlight.current?.abort();
    // The caller's deps are the point: a new symbol is a new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, fetchNow, ...deps]);

  return {
    state,
    reload: () => fetchNow(state.status !== 'ready'),
    retry: () => {
      setState({ status: 'loading', data: null });
      setAttempt((n) => n + 1);
    },
    update: (change) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data) } : s)),
  };
}
