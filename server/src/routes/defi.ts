import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { claimActivity, offeredActivities, type ClaimResult } from '../defi/activity-store.js';
import { badRequest, Input } from '../http/input.js';
import { BusinessError, ok } from '../http/reply.js';

const CLAIM_FAILURE: Record<Exclude<ClaimResult, 'claimed'>, string> = {
  'not-found': 'Activity not found',
  'already-claimed': 'This activity has already been claimed',
  'not-started': 'This activity has not started yet',
  ended: 'This activity has ended',
};

/**
 * DeFi activity notices (spec §3, §4 "Activity popup", §7 DeFi). The spec's path names the user;
 * the user is still taken from the token, and a path naming anyone else is refused (rule 14).
 */
export function registerDefiRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  api.get<{ Params: { userId: string } }>('/api/apiDefi/showDefiActivityNotice/:userId', async (request) => {
    if (!/^\d{1,9}$/.test(request.params.userId)) throw badRequest('userId must be a positive integer');
    const { userId } = await requireSignedIn(db, request, clock.now());
    if (Number(request.params.userId) !== userId) throw new BusinessError('Not allowed');
    return ok(await offeredActivities(db, request.tenant, userId, clock.now()));
  });

  // {id, status: 1} in a JSON body (the client) or the query; claiming is the only change a user makes.
  api.post('/api/apiDefi/updateDefiActivity', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const input = new Input(request);
    const id = input.id('id');
    input.choice('status', [1] as const);
    const result = await claimActivity(db, request.tenant, userId, id, clock.now());
    if (result !== 'claimed') throw new BusinessError(CLAIM_FAILURE[result]);
    return ok(null, 'Claimed');
  });
}
