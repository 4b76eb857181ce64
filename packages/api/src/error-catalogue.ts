import { isAxiosError, isCancel, type AxiosResponse } from 'axios';
import { ApiError } from './api-error';
import { isQuietEndpoint } from './quiet-endpoints';
import { timedOut } from './request-timeout';
import type { ClientWiring } from './wiring';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject without telling the user (calls whose failure shows nothing, spec §8). */
    silent?: boolean;
  }
}

type Host = Pick<ClientWiring, 'notify' | 'onAuthError' | 'onBlockedIp'>;

/** Whether a failure of this call is kept from the reader: asked by the caller, or a quiet endpoint. */
const isSilent = (config: { silent?: boolean; url?: string } | undefined) => Boolean(config?.silent) || isQuietEndpoint(config?.url);

/**
 * The body code of "solve the image code first": after failed sign-ins on an account the server
 * asks for the image code on every try (server/CONTRACT-DELTA.md "Sign-in and sign-up"). The
 * sign-in screen shows the image and says why in the reader's language, so nothing is shown here.
 */
export const CAPTCHA_REQUIRED = 428;

/** The gateway's statuses: the API was not reached (or not in time); the reader sees the translated network message. */
const UNREACHABLE = new Set([502, 503, 504]);

/** A RuoYi body's `code` and `msg`, where the answer has them. */
function ruoYiOf(body: unknown): { code: number | null; msg: string } {
  const { code, msg } = (body && typeof body === 'object' ? body : {}) as { code?: unknown; msg?: unknown };
  return { code: typeof code === 'number' ? code : null, msg: typeof msg === 'string' ? msg : '' };
}

/** Spec §8: what a RuoYi body other than code 200 means. The blocked-IP and token cases show no toast. */
function refuse({ code, msg }: { code: number | null; msg: string }, silent: boolean | undefined, host: Host): never {
  if (code === 500 && msg.includes('Ip Prohibit')) {
    host.onBlockedIp();
    throw new ApiError(msg, code, 'blocked');
  }
  if (code === 500 && msg.includes('Token')) {
    host.onAuthError();
    throw new ApiError(msg, code, 'auth');
  }
  if (code === CAPTCHA_REQUIRED) throw new ApiError(msg, code, 'business', false);
  if (!silent) host.notify(msg ? { kind: 'text', text: msg } : { kind: 'key', key: 'system_error' });
  throw new ApiError(msg || 'System error', code, 'business', !silent);
}

/**
 * The error catalogue (spec §8, read as server/CONTRACT-DELTA.md "Success is `code === 200`" says),
 * the last response interceptor but one:
 * - HTTP 2xx with body code 200: success; a file (responseType 'blob') is no RuoYi body and
 *   succeeds as it arrived;
 * - HTTP 2xx with any other body: its msg, or "System error" when it has none or is no RuoYi
 *   object at all (a captive portal's page);
 * - another HTTP status whose body is `{code, msg}` (the server's 400 for a malformed request):
 *   that msg, so a refusal reads as what it is;
 * - anything else (no answer, the timeout, a status without such a body, and the static host's
 *   502/503/504, whose English `{code, msg}` says the API is down or slow): "Network anomaly";
 * - code 500 with "Ip Prohibit" or "Token", whatever the status: the blocked-IP page or sign-out;
 * - aborted by the caller: rejected as `cancelled`, silently;
 * - a call the caller marks `silent`, or one of the spec's quiet calls (quiet-endpoints.ts): rejected
 *   as above, without a toast.
 */
export function errorCatalogue(host: Host) {
  return {
    answered(response: AxiosResponse): AxiosResponse {
      if (response.config.responseType === 'blob') return response;
      const body = ruoYiOf(response.data);
      if (body.code === 200) return response;
      return refuse(body, isSilent(response.config), host);
    },
    failed(error: unknown): never {
      if (error instanceof ApiError) throw error;
      const config = isAxiosError(error) ? error.config : undefined;
      if (isCancel(error) && !timedOut(config)) throw new ApiError('cancelled', null, 'cancelled');
      const status = isAxiosError(error) ? (error.response?.status ?? null) : null;
      const body = isAxiosError(error) ? ruoYiOf(error.response?.data) : { code: null, msg: '' };
      const silent = isSilent(config);
      if (body.code !== null && body.msg && !UNREACHABLE.has(status ?? 0)) refuse(body, silent, host);
      if (!silent) host.notify({ kind: 'key', key: 'network_anomaly' });
      throw new ApiError('Network anomaly', status, 'network', !silent);
    },
  };
}
