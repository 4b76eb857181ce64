import { PUBLIC_PATHS } from './public-paths';

/** A route the guard knows: its path pattern and whether its owner offers it publicly. */
export interface KnownRoute {
  path: string;
  public: boolean;
  /**
   * The tenant's config makes this remote path public, explicitly (a recorded per-tenant
   * deviation from spec §2): it counts as on the shell's public list for this tenant only.
   */
  tenantPublic?: boolean;
}

export interface GuardInput {
  pathname: string;
  /** The matched route, or undefined when no shell or remote route matches. */
  route: KnownRoute | undefined;
  isSigned: boolean;
  /** A browser wallet (Ethereum-style or TRON) is present. */
  walletPresent: boolean;
  flags: { walletOnly: boolean; noWalletPage: boolean };
}

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

const INVITE_PREFIX = '/i&';

/** The invite code of an invite link `/i&{code}`, or null. */
export function inviteCodeOf(pathname: string): string | null {
  if (!pathname.startsWith(INVITE_PREFIX)) return null;
  const code = decodeURIComponent(pathname.slice(INVITE_PREFIX.length)).trim();
  return code === '' ? null : code;
}

const withInvite = (path: string, invite: string | null) =>
  invite ? `${path}?invite_code=${encodeURIComponent(invite)}` : path;

/** Where a visitor who is not signed in goes (spec §2), carrying the invite code (rule 6). */
function signInTarget(input: GuardInput, invite: string | null): string {
  if (input.walletPresent || input.flags.walletOnly) return withInvite('/sign-in-wallet', invite);
  if (invite) return withInvite('/sign-up', invite);
  if (input.flags.noWalletPage) return '/no-wallet';
  return '/sign-in';
}

/**
 * The guard, in ARCHITECTURE rule 6's order: an invite link, then a known route, then the
 * shell's public list, then signed in or redirected as spec §2 says.
 */
export function decide(input: GuardInput): GuardDecision {
  const invite = inviteCodeOf(input.pathname);
  if (invite !== null) return { kind: 'redirect', to: input.isSigned ? '/' : signInTarget(input, invite) };
  if (!input.route) return { kind: 'redirect', to: '/home' };
  if (input.route.public && (PUBLIC_PATHS.has(input.route.path) || input.route.tenantPublic)) return { kind: 'render' };
  if (input.isSigned) return { kind: 'render' };
  const to = signInTarget(input, null);
  // A public sign-in target never loops back here; guard against a tenant whose target is missing.
  return to === input.pathname ? { kind: 'render' } : { kind: 'redirect', to };
}
