import type { AuthMethod } from './auth-method';

/**
 * Whether sign-up by this method needs an invite code (spec §5): required for the methods the
 * tenant lists in `inviteCode.requiredFor`, optional for the others.
 */
export function inviteCodeRequired(method: AuthMethod, requiredFor: readonly AuthMethod[]): boolean {
  return requiredFor.includes(method);
}
