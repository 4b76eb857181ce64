import { describe, expect, it } from 'vitest';
import { decide, inviteCodeOf, type GuardInput } from './guard';

const base: GuardInput = {
  pathname: '/assets',
  route: { path: '/assets', public: false },
  isSigned: false,
  walletPresent: false,
  flags: { walletOnly: false, noWalletPage: false },
};
const run = (patch: Partial<GuardInput>) => decide({ ...base, ...patch });

describe('the guard', () => {
  it('reads the invite code of an invite link', () => {
    expect(inviteCodeOf('/i&AB12')).toBe('AB12');
    expect(inviteCodeOf('/i&')).toBeNull();
    expect(inviteCodeOf('/help')).toBeNull();
  });

  it('sends an invite link to sign-up with the code when nobody is signed in', () => {
    expect(run({ pathname: '/i&AB12', route: undefined })).toEqual({ kind: 'redirect', to: '/sign-up?invite_code=AB12' });
  });

  it('sends an invite link to / when the user is signed in', () => {
    expect(run({ pathname: '/i&AB12', route: undefined, isSigned: true })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('carries the invite code to wallet sign-in when a wallet is present', () => {
    expect(run({ pathname: '/i&AB12', route: undefined, walletPresent: true })).toEqual({
      kind: 'redirect',
      to: '/sign-in-wallet?invite_code=AB12',
    });
  });

  it('checks the invite link before the route table', () => {
    // Even if some route matched the path, the invite link wins (rule 6's order).
    expect(run({ pathname: '/i&X', route: { path: '/*', public: true } })).toEqual({ kind: 'redirect', to: '/sign-up?invite_code=X' });
  });

  it('sends unknown paths home', () => {
    expect(run({ pathname: '/nowhere', route: undefined })).toEqual({ kind: 'redirect', to: '/home' });
    expect(run({ pathname: '/nowhere', route: undefined, isSigned: true })).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('renders public paths for everyone', () => {
    expect(run({ pathname: '/help', route: { path: '/help', public: true } })).toEqual({ kind: 'render' });
  });

  it('does not let a remote widen the public list', () => {
    expect(run({ pathname: '/notice', route: { path: '/notice', public: true } })).toEqual({ kind: 'redirect', to: '/sign-in' });
  });

  it('renders a remote path the tenant made public in its config, for that tenant only', () => {
    const helpDetail = { path: '/helpDetail/:id', public: true };
    expect(run({ pathname: '/helpDetail/7', route: { ...helpDetail, tenantPublic: true } })).toEqual({ kind: 'render' });
    expect(run({ pathname: '/helpDetail/7', route: helpDetail })).toEqual({ kind: 'redirect', to: '/sign-in' });
    // The remote can still narrow it.
    expect(run({ pathname: '/helpDetail/7', route: { ...helpDetail, public: false, tenantPublic: true } })).toEqual({ kind: 'redirect', to: '/sign-in' });
  });

  it('lets a remote narrow the public list', () => {
    expect(run({ pathname: '/help', route: { path: '/help', public: false } })).toEqual({ kind: 'redirect', to: '/sign-in' });
  });

  it('renders protected paths for a signed-in user', () => {
    expect(run({ isSigned: true })).toEqual({ kind: 'render' });
  });

  it('redirects in the spec order when nobody is signed in', () => {
    expect(run({ walletPresent: true })).toEqual({ kind: 'redirect', to: '/sign-in-wallet' });
    expect(run({ flags: { walletOnly: true, noWalletPage: true } })).toEqual({ kind: 'redirect', to: '/sign-in-wallet' });
    expect(run({ flags: { walletOnly: false, noWalletPage: true } })).toEqual({ kind: 'redirect', to: '/no-wallet' });
    expect(run({})).toEqual({ kind: 'redirect', to: '/sign-in' });
  });
});
