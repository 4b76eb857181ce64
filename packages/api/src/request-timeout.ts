import type { InternalAxiosRequestConfig } from 'axios';

/** Spec §9: the HTTP timeout. */
export const TIMEOUT_MS = 10_000;

/** One request's timer, and whether it ran out (a timeout reads as "Network anomaly", a cancel as nothing). */
interface Deadline {
  timedOut: boolean;
  stop(): void;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set by startDeadline; read by the catalogue to tell a timeout from the caller's abort. */
    deadline?: Deadline;
  }
}

/**
 * Starts the request's 10 s. Our own timer on an AbortSignal rather than axios's `timeout`: the
 * XHR's native timeout does not follow fake clocks (unit tests, Playwright's page clock), and a
 * signal also ends the wait for an early response (early-responses.ts), which is no XHR. The
 * caller's own signal, if any, is forwarded into the same one.
 */
export function startDeadline(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const controller = new AbortController();
  const caller = config.signal as AbortSignal | undefined;
  const forward = () => controller.abort(caller?.reason);
  if (caller?.aborted) forward();
  else caller?.addEventListener('abort', forward, { once: true });
  const timer = setTimeout(() => {
    deadline.timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  const deadline: Deadline = {
    timedOut: false,
    stop: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', forward);
    },
  };
  config.signal = controller.signal;
  config.deadline = deadline;
  return config;
}

/** The answer (or the failure) arrived: the timer is no longer needed. */
export function stopDeadline(config: InternalAxiosRequestConfig | undefined): void {
  config?.deadline?.stop();
}

/** Whether the request was aborted by its timeout rather than by its caller. */
export function timedOut(config: InternalAxiosRequestConfig | undefined): boolean {
  return config?.deadline?.timedOut === true;
}
