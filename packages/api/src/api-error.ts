/**
 * Why a call was rejected:
 * - `business`: the server refused it with a message (shown unless the call was silent);
 * - `network`: no usable answer (no network, the timeout, a failure without a message);
 * - `auth`: a token error (the host signs out), `blocked`: the address is blocked (the host
 *   shows the blocked-IP page), both without a toast;
 * - `duplicate`: a repeat of a guarded submit while one is in flight (please_wait);
 * - `cancelled`: the caller aborted it (its `AbortSignal`): nothing is shown.
 */
export type ApiErrorKind = 'business' | 'network' | 'auth' | 'blocked' | 'duplicate' | 'cancelled';

/** A rejected call: the reason is already shown to the user unless the call was silent or cancelled. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly code: number | null,
    readonly kind: ApiErrorKind,
    /**
     * The user has been told (a toast, the sign-out, the blocked-IP page): a form's submit
     * (the UI kit's useSubmit) does not say it again. False for silent calls and cancels.
     */
    readonly shown = kind !== 'cancelled',
  ) {
    super(message);
  }
}
