import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { checkAccess } from '../tenants/tenant-store.js';
import { MSG } from './reply.js';

/**
 * The guard of the business API: the tenant must exist, and a blocked address gets
 * {code: 500, msg: 'Ip Prohibit'} (the front end then shows its blocked-IP page, spec §8).
 * request.ip is the client's address: fastify trusts x-forwarded-for from the loopback proxy.
 */
export function registerAccessGuard(api: FastifyInstance, db: Db): void {
  api.addHook('onRequest', async (request, reply) => {
    const access = await checkAccess(db, request.tenant, request.ip);
    if (!access.exists) return reply.code(400).send({ code: 400, msg: `Unknown tenant: ${request.tenant}` });
    if (access.blocked) return reply.code(200).send({ code: 500, msg: MSG.ipProhibit });
  });
}
