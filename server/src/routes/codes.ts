import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { CODE_TYPES, type CodeChannel, type CodeType } from '../auth/codes.js';
import { requireUserId } from '../auth/sessions.js';
import { Input, badRequest } from '../http/input.js';
import { BusinessError, ok } from '../http/reply.js';
import { requireTenant } from '../tenants/tenant-store.js';
import { normaliseEmail, normalisePhone } from '../users/identifiers.js';
import { findUser } from '../users/user-store.js';

/**
 * sendEmailCode (codeType, email) and sendMobileCode (codeType, phone), GET or POST, fields in
 * the query (as the client sends them) or a body. What each codeType needs:
 *   REGISTER       that sign-up method open;
 *   LOGIN          that sign-in method open;
 *   FIND_PASSWORD  nothing more;
 *   BIND           a signed-in caller (the code is tied to the caller).
 * Then the send limits (src/auth/send-limits.ts). The code goes to /api/__dev/codes (development), never to the log.
 *
 * The answer never tells whether an account has the address (no enumeration): every request that
 * passes the checks above answers the same `Code sent` after the same work (the account lookup,
 * the send limits, counted alike). A LOGIN or FIND_PASSWORD code for an address no account has is
 * not sent: there is nobody to send it to, and the sign-in or reset then fails on the code as a
 * wrong one does. A REGISTER or BIND code for an address an account already has IS sent: only the
 * holder of the address can read it, and the sign-up or the binding says "already registered" /
 * "already in use" after the code is verified, so only that holder learns it (and one who forgot
 * having an account learns it where it helps).
 */
export function registerCodeRoutes(api: FastifyInstance, ctx: AppContext): void {
  for (const channel of ['email', 'sms'] as const) {
    const path = channel === 'email' ? '/api/user/sendEmailCode' : '/api/user/sendMobileCode';
    const handler = (request: FastifyRequest) => sendCode(ctx, request, channel);
    api.get(path, handler);
    api.post(path, handler);
  }
}

async function sendCode({ db, clock, codes, sendLimits }: AppContext, request: FastifyRequest, channel: CodeChannel) {
  const byEmail = channel === 'email';
  const input = new Input(request);
  const codeType = input.string('codeType', 32)?.trim().toUpperCase() as CodeType | undefined;
  if (!codeType || !CODE_TYPES.includes(codeType)) throw badRequest(`codeType must be one of ${CODE_TYPES.join(', ')}`);
  const typed = input.string(byEmail ? 'email' : 'phone', 254);
  if (typed === undefined || typed.trim() === '') throw new BusinessError(byEmail ? 'Please enter your e-mail' : 'Please enter your mobile number');
  const to = byEmail ? normaliseEmail(typed) : normalisePhone(typed);
  if (!to) throw new BusinessError(byEmail ? 'Please enter a valid e-mail address' : 'Please enter a valid mobile number');

  const tenant = await requireTenant(db, request.tenant);
  const method = byEmail ? 'emailIsOpen' : 'phoneIsOpen';
  const exists = (await findUser(db, tenant.name, byEmail ? 'email' : 'phone', to)) !== undefined;
  let owner: number | undefined;
  switch (codeType) {
    case 'REGISTER':
      if (!tenant.settings.registerMethods[method]) throw new BusinessError(`Sign-up by ${byEmail ? 'e-mail' : 'mobile'} is not available`);
      break;
    case 'LOGIN':
      if (!tenant.settings.loginMethods[method]) throw new BusinessError(`Sign-in by ${byEmail ? 'e-mail' : 'mobile'} is not available`);
      break;
    case 'FIND_PASSWORD':
      break;
    case 'BIND':
      owner = await requireUserId(db, request, clock.now());
      break;
  }
  const deliverable = exists || codeType === 'REGISTER' || codeType === 'BIND';

  const verdict = sendLimits.take(tenant.name, request.ip, `${channel}|${to}`);
  if (!verdict.ok) throw new BusinessError(verdict.message);
  if (deliverable) codes.issue(tenant.name, channel, to, codeType, owner);
  // The code itself is never logged: development reads it at /api/__dev/codes.
  request.log.info({ channel, codeType }, 'verification code "sent"');
  return ok(null, 'Code sent');
}
