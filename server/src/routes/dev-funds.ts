import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { parseAmount } from '../funds/amount.js';
import { ACCOUNT_TYPES, balanceOf, post, systemAccount, userAccount, type AccountType } from '../funds/ledger.js';
import { reviewRecharge, type ReviewOutcome } from '../funds/recharge-store.js';
import { reviewWithdrawal, setWithdrawStatus, withdrawStatus } from '../funds/withdraw-store.js';
import { BusinessError, ok } from '../http/reply.js';
import { requireAccountByName } from '../users/lookup.js';
import { TENANT } from './dev.js';

const REVIEW_SCHEMA = {
  body: {
    type: 'object',
    required: ['id', 'decision'],
    properties: {
      tenant: TENANT,
      id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      decision: { type: 'string', enum: ['approve', 'reject'] },
      reason: { type: 'string', maxLength: 200 },
    },
  },
} as const;

type ReviewBody = { Body: { tenant?: string; id: number; decision: 'approve' | 'reject'; reason?: string } };

const OUTCOME: Record<Exclude<ReviewOutcome, 'done'>, string> = {
  'not-found': 'Order not found',
  'not-pending': 'This order has already been reviewed',
};

/**
 * /api/__dev hooks of the funds domain (development mode only): the operator's review of deposits
 * and withdrawals, the tenant's withdrawal switch, and a direct credit for tests and demos.
 */
export function registerDevFundsRoutes(app: FastifyInstance, { db, clock }: AppContext): void {
  // Approve credits the funding account; reject records the reason (a default when absent).
  app.post<ReviewBody>('/api/__dev/recharge/review', { schema: REVIEW_SCHEMA }, async (request) => {
    const { id, decision } = request.body;
    const tenant = request.body.tenant ?? request.tenant;
    const reason = request.body.reason?.trim() || 'The payment could not be found';
    const outcome = await db.transaction((tx) => reviewRecharge(tx, tenant, id, decision, reason, clock.now()));
    if (outcome !== 'done') throw new BusinessError(OUTCOME[outcome]);
    return ok({ id, status: decision === 'approve' ? 1 : 2 });
  });

  // Approve settles the frozen amount (it leaves the ledger to the external and fee accounts); reject releases it.
  app.post<ReviewBody>('/api/__dev/withdraw/review', { schema: REVIEW_SCHEMA }, async (request) => {
    const { id, decision } = request.body;
    const tenant = request.body.tenant ?? request.tenant;
    const reason = request.body.reason?.trim() || 'The withdrawal was declined';
    const outcome = await db.transaction((tx) => reviewWithdrawal(tx, tenant, id, decision, reason, clock.now()));
    if (outcome !== 'done') throw new BusinessError(OUTCOME[outcome]);
    return ok({ id, status: decision === 'approve' ? 1 : 2 });
  });

  app.post<{ Body: { tenant?: string; open: boolean; message?: string } }>(
    '/api/__dev/withdraw/status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['open'],
          properties: { tenant: TENANT, open: { type: 'boolean' }, message: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const tenant = request.body.tenant ?? request.tenant;
      if (!(await setWithdrawStatus(db, tenant, request.body.open, request.body.message?.trim() || null))) {
        throw new BusinessError(`Unknown tenant: ${tenant}`);
      }
      return ok(await withdrawStatus(db, tenant));
    },
  );

  // Credits (or, with a negative amount, debits) an account of the user from the tenant's external account.
  app.post<{ Body: { tenant?: string; loginName: string; coin: string; amount: string; account?: AccountType } }>(
    '/api/__dev/credit',
    {
      schema: {
        body: {
          type: 'object',
          required: ['loginName', 'coin', 'amount'],
          properties: {
            tenant: TENANT,
            loginName: { type: 'string', minLength: 1, maxLength: 254 },
            coin: { type: 'string', pattern: '^[a-z0-9]{1,16}$' },
            amount: { type: 'string', pattern: '^-?\\d{1,15}(\\.\\d{1,8})?$' },
            account: { type: 'string', enum: [...ACCOUNT_TYPES] },
          },
        },
      },
    },
    async (request) => {
      const { loginName, coin } = request.body;
      const tenant = request.body.tenant ?? request.tenant;
      const user = await requireAccountByName(db, tenant, loginName);
      const negative = request.body.amount.startsWith('-');
      const size = parseAmount(request.body.amount.replace(/^-/, ''));
      const amount = negative ? size.negated() : size;
      const account = userAccount(tenant, user.id, coin, request.body.account ?? 'funding');
      await db.transaction((tx) =>
        post(tx, {
          tenant,
          kind: 'adjustment',
          ref: { type: 'user', id: user.id },
          now: clock.now(),
          legs: [
            { account: systemAccount(tenant, coin, 'external'), amount: amount.negated() },
            { account, amount },
          ],
        }),
      );
      return ok(await balanceOf(db, account));
    },
  );
}
