import type { AuthForm } from './auth-form';
import type { AuthMethod } from './auth-method';

/**
 * Who has just signed up, as sign-up hands it to sign-in (spec §4: after 500 ms, /sign-in): the
 * method and the account name in the form it signs in with. Never the password: it is typed
 * again. Carried in the route state, not the address (an e-mail or a phone number in a URL ends
 * up in history and logs).
 */
export type SignedUpAccount =
  | { method: 'account'; username: string }
  | { method: 'email'; email: string }
  | { method: 'phone'; areaCode: string; mobile: string };

/** The route state sign-up leaves for sign-in. */
export interface SignedUpState {
  signedUp: SignedUpAccount;
}

/** The account name of a sign-up, as it was sent (trimmed). */
export function signedUpAccount(method: AuthMethod, form: AuthForm): SignedUpAccount {
  switch (method) {
    case 'account':
      return { method, username: form.username.trim() };
    case 'email':
      return { method, email: form.email.trim() };
    case 'phone':
      return { method, areaCode: form.areaCode, mobile: form.mobile.trim() };
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The account a route state carries, checked field by field (history state is not trusted), or null. */
export function readSignedUpAccount(state: unknown): SignedUpAccount | null {
  const account = (state as Partial<SignedUpState> | null)?.signedUp as Record<string, unknown> | undefined;
  if (typeof account !== 'object' || account === null) return null;
  switch (account.method) {
    case 'account':
      return isText(account.username) ? { method: 'account', username: account.username } : null;
    case 'email':
      return isText(account.email) ? { method: 'email', email: account.email } : null;
    case 'phone':
      return isText(account.areaCode) && /^\d{1,8}$/.test(account.areaCode) && isText(account.mobile)
        ? { method: 'phone', areaCode: account.areaCode, mobile: account.mobile }
        : null;
    default:
      return null;
  }
}

/** A sign-in form with the account name filled in; the rest (the password) as it was. */
export function withSignedUpAccount(form: AuthForm, account: SignedUpAccount | null): AuthForm {
  switch (account?.method) {
    case 'account':
      return { ...form, username: account.username };
    case 'email':
      return { ...form, email: account.email };
    case 'phone':
      return { ...form, areaCode: account.areaCode, mobile: account.mobile };
    default:
      return form;
  }
}
