import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { Input } from '../http/input.js';
import { BusinessError, ok } from '../http/reply.js';
import { normaliseEmail } from '../users/identifiers.js';
import { findUser, isUniqueViolation, setEmail } from '../users/user-store.js';

/**
 * bindEmail (email, emailCode; body or query): sets the signed-in account's e-mail, proven by a
 * BIND code sent to that address for this account. It replaces an e-mail already bound, and
 * becomes a way to sign in and to reset the password.
 */
export function registerBindEmailRoute(api: FastifyInstance, { db, clock, codes }: AppContext): void {
  api.post('/api/user/bindEmail', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const input = new Input(request);
    const typed = input.string('email', 254);
    const emailCode = input.string('emailCode', 16) ?? '';
    if (!typed?.trim()) throw new BusinessError('Please enter your e-mail');
    const email = normaliseEmail(typed);
    if (!email) throw new BusinessError('Please enter a valid e-mail address');
    if (!emailCode.trim()) throw new BusinessError('Please enter the verification code');
    if (!codes.verify(request.tenant, 'email', email, 'BIND', emailCode, userId)) throw new BusinessError('Incorrect verification code');
    try {
      await db.transaction(async (tx) => {
        const holder = await findUser(tx, request.tenant, 'email', email);
        if (holder && holder.id !== userId) throw new BusinessError('This e-mail is already in use');
        await setEmail(tx, userId, email);
      });
    } catch (error) {
      // Another account took the address between the check and the write.
      if (isUniqueViolation(error)) throw new BusinessError('This e-mail is already in use');
      throw error;
    }
    return ok(null, 'E-mail bound');
  });
}
