import type { InternalAxiosRequestConfig } from 'axios';
import type { ClientWiring } from './wiring';

/**
 * Spec §7: every request carries the token as `authorization` and `satoken` (when signed in) and
 * the page language as `language` and `lang`. Both are read when the call is made, not when it
 * leaves: sign-out sends loginOut and clears the session in the same tick, and loginOut must
 * still carry the token (the interceptor is registered synchronous for that).
 */
export function sessionHeaders(host: Pick<ClientWiring, 'getToken' | 'getLanguage'>) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    const token = host.getToken();
    if (token) {
      config.headers.set('authorization', token);
      config.headers.set('satoken', token);
    }
    const language = host.getLanguage();
    config.headers.set('language', language);
    config.headers.set('lang', language);
    return config;
  };
}
