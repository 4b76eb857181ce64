import axios, { isAxiosError, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { answerEarlyGets } from './early-responses';
import { errorCatalogue } from './error-catalogue';
import { attachIdempotencyKey, settleIdempotencyKey } from './idempotency-key';
import { sessionHeaders } from './request-headers';
import { startDeadline, stopDeadline } from './request-timeout';
import { guardSubmits, releaseGuard } from './submit-guard';
import type { ClientWiring } from './wiring';

/** A response interceptor that cleans up after the request whatever its outcome, and passes the outcome on. */
function afterEither(cleanUp: (config: InternalAxiosRequestConfig | undefined) => void) {
  return [
    (response: AxiosResponse) => {
      cleanUp(response.config);
      return response;
    },
    (error: unknown) => {
      cleanUp(isAxiosError(error) ? error.config : undefined);
      throw error;
    },
  ] as const;
}

/**
 * The client's axios instance for one wiring. Request interceptors run in the order listed
 * (not axios's legacy reverse order), all synchronous: the token and language are read, and a
 * repeated submit refused, in the caller's tick. The timer starts last, so nothing that can
 * refuse the request runs after it; the catalogue judges last but one, after the timer and the
 * guard were given back, and only a success reaches the idempotency key's settling.
 */
export function createHttpClient(wiring: ClientWiring, transport?: AxiosAdapter): AxiosInstance {
  const http = axios.create({
    baseURL: wiring.baseURL,
    adapter: answerEarlyGets(transport),
    transitional: { legacyInterceptorReqResOrdering: false },
  });
  const onRequest = [sessionHeaders(wiring), guardSubmits(wiring), attachIdempotencyKey(wiring), startDeadline];
  for (const step of onRequest) http.interceptors.request.use(step, undefined, { synchronous: true });

  const catalogue = errorCatalogue(wiring);
  http.interceptors.response.use(...afterEither(stopDeadline));
  http.interceptors.response.use(...afterEither(releaseGuard));
  http.interceptors.response.use(catalogue.answered, catalogue.failed);
  http.interceptors.response.use(settleIdempotencyKey);
  return http;
}
