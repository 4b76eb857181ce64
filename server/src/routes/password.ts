import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { endUserSessions } from '../auth/sessions.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { BusinessError, ok } from '../http/reply.js';
import { requireTenant } from '../tenants/tenant-store.js';
import { normaliseEmail, passwordProblem } from '../users/identifiers.js';
import { findUser, findUserById, replacePassword, setLoginPassword } from '../users/user-store.js';
import { changeFundPassword, registerFundPasswordRoutes } from './fund-password.js';

/** Longest password field accepted at all (the rule, 64, is checked with a message). */
const FIELD_MAX = 128;


/**
 * Passwords (spec §7 "Password and code calls"). Every field is read from the body or the query
 * (secrets in the body with capability `secretsInBody`); the signed-in calls take the user from
 * the token, never from a client-sent userId (rule 14).
 */
export function registerPasswordRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock, codes, loginLimits, userHub } = ctx;

  /** backPwd and updatePwdByEmail: a new login password with a FIND_PASSWORD e-mail code; every session ends, its user sockets close. */
  const resetByEmail = async (request: FastifyRequest) => {
    const input = new Input(request);
    const typed = input.string('email', 254);
    const newPwd = input.string('newPwd', FIELD_MAX) ?? '';
    const emailCode = input.string('emailCode', 16) ?? '';
    if (!typed?.trim()) throw new BusinessError('Please enter your e-mail');
    const email = normaliseEmail(typed);
    if (!email) throw new BusinessError('Please enter a valid e-mail address');
    // Checked before the code, so a too-short password does not burn the code.
    requireAcceptable(newPwd);
    if (!emailCode.trim()) throw new BusinessError('Please enter the verification code');
    const tenant = await requireTenant(db, request.tenant);
    if (!codes.verify(tenant.name, 'email', email, 'FIND_PASSWORD', emailCode)) throw new BusinessError('Incorrect verification code');
    const user = await findUser(db, tenant.name, 'email', email);
    if (!user) throw new BusinessError('Account not found');
    const hash = await hashPassword(newPwd);
    await db.transaction(async (tx) => {
      await setLoginPassword(tx, user.id, hash);
      await endUserSessions(tx, user.id);
    });
    userHub.sessionsEnded(tenant.name, user.id);
    return ok(null, 'Password reset');
  };
  api.post('/api/user/backPwd', resetByEmail);
  api.post('/api/user/updatePwdByEmail', resetByEmail);

  /**
   * Changes the login password proving the current one (the fund password's change lives in
   * fund-password.ts); it ends the account's other sessions and closes their user sockets. Both scrypt runs (the proof, the new hash) happen
   * before the transaction, which holds no connection or row while they take their ~50 ms each;
   * the write then goes through only if the password is still the one just proven.
   */
  const change = async (request: FastifyRequest, oldPwd: string, newPwd: string) => {
    const { userId, token } = await requireSignedIn(db, request, clock.now());
    if (!oldPwd) throw new BusinessError('Please enter your current password');
    requireAcceptable(newPwd);
    if (newPwd === oldPwd) throw new BusinessError('The new password must differ from the current one');
    const user = await findUserById(db, userId);
    if (!user) throw new BusinessError('Account not found');
    const verified = await loginLimits.attempt(request.tenant, request.ip, `login|${userId}`, () => verifyPassword(oldPwd, user));
    if (!verified) throw new BusinessError('Incorrect current password');
    const next = await hashPassword(newPwd);
    const replaced = await db.transaction(async (tx) => {
      if (!(await replacePassword(tx, userId, 'login', user, next))) return false;
      await endUserSessions(tx, userId, token);
      return true;
    });
    // Two changes at once, both proving the same password: the first wins.
    if (!replaced) throw new BusinessError('The password was changed meanwhile, please try again');
    userHub.sessionsEnded(request.tenant, userId, token);
    return ok(null, 'Password changed');
  };

  // The spec's userId field is ignored: the token names the account.
  api.post('/api/user/updateUserLoginPwd', async (request) => {
    const input = new Input(request);
    return change(request, input.string('oldPwd', FIELD_MAX) ?? '', input.string('newPwd', FIELD_MAX) ?? '');
  });

  // signType 1: the login password, 2: the fund password (a JSON number, or digits in the query).
  // On the money list for signType 2 (fund-password.ts), so both pass its gate.
  moneyRoute(api, ctx, '/api/user/updatePwd', async (call) => {
    const input = new Input(call.request);
    const signType = input.choice('signType', [1, 2] as const);
    const oldPwd = input.string('oldPwd', FIELD_MAX) ?? '';
    const newPwd = input.string('newPwd', FIELD_MAX) ?? '';
    return signType === 2 ? changeFundPassword(ctx, call, oldPwd, newPwd) : change(call.request, oldPwd, newPwd);
  });

  // tardPwdSet and pwdSett: the fund password's own calls.
  registerFundPasswordRoutes(api, ctx);
}

function requireAcceptable(password: string): void {
  if (!password) throw new BusinessError('Please enter the new password');
  const problem = passwordProblem(password, 'Password');
  if (problem) throw new BusinessError(problem);
}
