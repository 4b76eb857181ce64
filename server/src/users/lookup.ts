import type { Queryable } from '../db/db.js';
import { BusinessError } from '../http/reply.js';
import { normalisePhone } from './identifiers.js';
import { findUser, type UserRecord } from './user-store.js';

/**
 * An account by the name getInfo shows (the development endpoints' `loginName`): the login name,
 * or the e-mail or phone of an account opened with one of those. Unknown: a business failure.
 */
export async function requireAccountByName(db: Queryable, tenant: string, name: string): Promise<UserRecord> {
  const phone = normalisePhone(name);
  const user =
    (await findUser(db, tenant, 'login_name', name)) ??
    (await findUser(db, tenant, 'email', name)) ??
    (phone ? await findUser(db, tenant, 'phone', phone) : undefined);
  if (!user) throw new BusinessError(`No account ${name} in ${tenant}`);
  return user;
}
