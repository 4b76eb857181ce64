import type { FastifyInstance, RouteGenericInterface } from 'fastify';
import type { AppContext } from '../context.js';
import { hashPassword, verifyPassword, type PasswordHash } from '../auth/password.js';
import { Input } from '../http/input.js';
import { moneyRoute, type MoneyCall } from '../http/money-route.js';
import { BusinessError, ok } from '../http/reply.js';
import { passwordProblem } from '../users/identifiers.js';
import { findUserById, setFundPassword } from '../users/user-store.js';

/** Longest password field accepted at all (as password.ts: the rule, 64, is checked with a message). */
const FIELD_MAX = 128;

export const FUND_PASSWORD_CHANGED = 'Your fund password has just been changed: please enter it again';

/** Whether two stored hashes are the same password setting (a change gives a new salt). */
export const sameHash = (a: PasswordHash, b: PasswordHash) => a.salt === b.salt && a.hash === b.hash;

function requireNewFundPassword(password: string): void {
  if (!password) throw new BusinessError('Please enter the new fund password');
  const problem = passwordProblem(password, 'Fund password');
  if (problem) throw new BusinessError(problem);
}

/**
 * Changes the fund password proving the current one (tardPwdSet, and updatePwd's signType 2).
 * The old password is verified and the new one hashed before the transaction (scrypt, ~50 ms
 * each: a transaction does no slow work); in it, the user's row locked, the hash verified must
 * still be the account's. A repeat of a change that succeeded (the same Idempotency-Key) is not
 * verified, since the old password no longer matches: it answers the first's response.
 */
export async function changeFundPassword<RG extends RouteGenericInterface>(
  { db, loginLimits }: Pick<AppContext, 'db' | 'loginLimits'>,
  { request, userId, submit, replaying }: MoneyCall<RG>,
  oldPwd: string,
  newPwd: string,
) {
  if (!oldPwd) throw new BusinessError('Please enter your current password');
  requireNewFundPassword(newPwd);
  if (newPwd === oldPwd) throw new BusinessError('The new password must differ from the current one');
  let verified: PasswordHash | undefined;
  let hash: PasswordHash | undefined;
  if (!(await replaying())) {
    const current = (await findUserById(db, userId))?.fundPassword;
    if (!current) throw new BusinessError('Fund password is not set');
    const proved = await loginLimits.attempt(request.tenant, request.ip, `fund|${userId}`, () => verifyPassword(oldPwd, current));
    if (!proved) throw new BusinessError('Incorrect current password');
    verified = current;
    hash = await hashPassword(newPwd);
  }
  // No fields: both are secrets (the client re-sends a key only with the same payload).
  return submit({}, async (tx) => {
    const user = await findUserById(tx, userId, true);
    if (!user?.fundPassword) throw new BusinessError('Fund password is not set');
    // Not verified above (the peek saw an answer that is gone now), or changed since: ask again.
    if (!verified || !hash || !sameHash(user.fundPassword, verified)) throw new BusinessError(FUND_PASSWORD_CHANGED);
    await setFundPassword(tx, userId, hash);
    return ok(null, 'Password changed');
  });
}

/**
 * The fund password's own calls (spec §7 "Password and code calls"), on the money list: setting
 * the first one and changing it. updatePwd, which also changes the login password, stays in
 * password.ts and calls changeFundPassword for signType 2.
 */
export function registerFundPasswordRoutes(api: FastifyInstance, ctx: AppContext): void {
  // tardPwdSet (pwd, oldPwd): a new fund password, proving the current one.
  moneyRoute(api, ctx, '/api/user/tardPwdSet', async (call) => {
    const input = new Input(call.request);
    return changeFundPassword(ctx, call, input.string('oldPwd', FIELD_MAX) ?? '', input.string('pwd', FIELD_MAX) ?? '');
  });

  // pwdSett (pwd): the first fund password; refused once one is set (changing it needs the old one).
  moneyRoute(api, ctx, '/api/user/pwdSett', async ({ request, userId, submit }) => {
    const pwd = new Input(request).string('pwd', FIELD_MAX) ?? '';
    requireNewFundPassword(pwd);
    const hash = await hashPassword(pwd);
    // Conditional update: of two first settings at once, one wins and the other is told.
    return submit({}, async (tx) => {
      if (!(await setFundPassword(tx, userId, hash, true))) throw new BusinessError('Fund password is already set');
      return ok(null, 'Fund password set');
    });
  });
}
