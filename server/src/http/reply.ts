/** RuoYi-style bodies (spec §7, §8): success is code 200. */
export const ok = <T>(data: T, msg = 'ok') => ({ code: 200, msg, data });
export const okMessage = (msg = 'ok') => ({ code: 200, msg });
export const okRows = <T>(rows: T[], total = rows.length) => ({ code: 200, msg: 'ok', rows, total });

/**
 * A business failure: answered HTTP 200 with {code: 500, msg}, which the client shows as a toast
 * (and acts on for "Token" and "Ip Prohibit", spec §8). Messages are English; the front end
 * shows them as they are.
 */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';
}

export const MSG = {
  tokenInvalid: 'Token invalid, please sign in again',
  ipProhibit: 'Ip Prohibit',
  badCredentials: 'Incorrect username or password',
  noticeNotFound: 'Notice not found',
} as const;
