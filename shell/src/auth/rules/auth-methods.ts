import type { MethodFlags } from '@atrium/api';
import type { TenantFlags } from '@atrium/platform';
import type { AuthMethod } from './auth-method';

/** Spec §2 tab order: 1 account, 2 e-mail, 3 mobile. */
const TAB_ORDER: readonly AuthMethod[] = ['account', 'email', 'phone'];

function ordered(open: Record<AuthMethod, boolean>, reverse: boolean): AuthMethod[] {
  const shown = TAB_ORDER.filter((method) => open[method]);
  return reverse ? shown.reverse() : shown;
}

/**
 * The sign-in tabs (spec §2): those the server opens, except that a tenant with
 * `alwaysShowAccountTab` always shows the account tab and never the e-mail one; reversed for a
 * tenant with `reverseTabs`.
 */
export function signInMethods(open: MethodFlags, flags: TenantFlags['signIn']): AuthMethod[] {
  return ordered(
    {
      account: open.ordinaryIsOpen || flags.alwaysShowAccountTab,
      email: open.emailIsOpen && !flags.alwaysShowAccountTab,
      phone: open.phoneIsOpen,
    },
    flags.reverseTabs,
  );
}

/** The sign-up tabs (spec §2): those the server opens, reversed for a tenant with `reverseTabs`. */
export function signUpMethods(open: MethodFlags, flags: TenantFlags['signUp']): AuthMethod[] {
  return ordered({ account: open.ordinaryIsOpen, email: open.emailIsOpen, phone: open.phoneIsOpen }, flags.reverseTabs);
}

/**
 * The tab selected on arrival: the account tab when there is one (reversing the order moves
 * the tabs, not the user's usual way in), otherwise the first tab shown.
 */
export function initialMethod(methods: readonly AuthMethod[]): AuthMethod | undefined {
  return methods.includes('account') ? 'account' : methods[0];
}
