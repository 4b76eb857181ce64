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
 *   REGISTER       a free address, and that sign-up method open;
 *   LOGIN          an existing account, and that sign-in method open;
 *   FIND_PASSWORD  an existing account;
 *   BIND           a signed-in caller and a free address (the code is tied to the caller).
 * Then the send limits (src/auth/send-limits.ts). The code goes to /api/__dev/codes (development), never to the log.
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
  const what = byEmail ? 'e-mail' : 'mobile number';
  const method = byEmail ? 'emailIsOpen' : 'phoneIsOpen';
  const exists = (await findUser(db, tenant.name, byEmail ? 'email' : 'phone', to)) !== undefined;
  let owner: number | undefined;
  switch (codeType) {
    case 'REGISTER':
      if (!tenant.settings.registerMethods[method]) throw new BusinessError(`Sign-up by ${byEmail ? 'e-mail' : 'mobile'} is not available`);
      if (exists) throw new BusinessError(`This ${what} is already registered`);
      break;
    case 'LOGIN':
      if (!tenant.settings.loginMethods[method]) throw new BusinessError(`Sign-in by ${byEmail ? 'e-mail' : 'mobile'} is not available`);
      if (!exists) throw new BusinessError('Account not found');
      break;
    case 'FIND_PASSWORD':
      if (!exists) throw new BusinessError('Account not found');
      break;
    case 'BIND':
      owner = await requireUserId(db, request, clock.now());
      if (exists) throw new BusinessError(`This ${what} is already in use`);
      break;
  }

  const verdict = sendLimits.take(tenant.name, request.ip, `${channel}|${to}`);
  if (!verdict.ok) throw new BusinessError(verdict.message);
  codes.issue(tenant.name, channel, to, codeType, owner);
  // The code itself is never logged: development reads it at /api/__dev/codes.
  request.log.info({ channel, codeType }, 'verification code "sent"');
  return ok(null, 'Code sent');
}
