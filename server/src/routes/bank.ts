import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { CARD_NOT_FOUND, cleanCard, deleteCard, findCard, insertCard, listCards, updateCard } from '../funds/bank-cards.js';
import { Input } from '../http/input.js';
import { moneyRoute, type MoneyCall } from '../http/money-route.js';
import { BusinessError, ok } from '../http/reply.js';
import { pathId } from './recharge.js';

const cardOf = (input: Input) =>
  cleanCard({
    holderName: input.string('holderName', 200),
    bankName: input.string('bankName', 200),
    branch: input.string('branch', 300),
    cardNumber: input.string('cardNumber', 64),
  });

/**
 * Bank cards (spec §7 "Bank"): the user's own cards only; anyone else's answers "Card not found".
 * Saving, changing and removing a card are on the money list (a card is where money may go).
 */
export function registerBankRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  moneyRoute(api, ctx, '/api/userBank/save', async ({ request, userId, now, submit }) => {
    const card = cardOf(new Input(request));
    return submit(card, async (tx) => ok(await insertCard(tx, request.tenant, userId, card, now), 'Saved'));
  });

  api.post('/api/userBank/getbank', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    return ok(await listCards(db, request.tenant, userId));
  });

  moneyRoute(api, ctx, '/api/userBank/update', async ({ request, userId, submit }) => {
    const input = new Input(request);
    const id = input.id('id');
    const card = cardOf(input);
    return submit({ id, ...card }, async (tx) => {
      const updated = await updateCard(tx, request.tenant, userId, id, card);
      if (!updated) throw new BusinessError(CARD_NOT_FOUND);
      return ok(updated, 'Saved');
    });
  });

  api.get<{ Params: { id: string } }>('/api/userBank/:id', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const id = pathId(request.params.id);
    const card = id === undefined ? undefined : await findCard(db, request.tenant, userId, id);
    if (!card) throw new BusinessError(CARD_NOT_FOUND);
    return ok(card);
  });

  // The spec has no delete call (its /api/userBank/{id} is the card): POST …/remove/{id}, shaped
  // like its /api/userCoin/remove/{id}, is the client's; DELETE /api/userBank/{id} stays for
  // clients built against @atrium/api 2.x.
  const removeCard = async ({ request, userId, submit }: MoneyCall<{ Params: { id: string } }>) => {
    const id = pathId(request.params.id);
    return submit({ id: request.params.id }, async (tx) => {
      if (id === undefined || !(await deleteCard(tx, request.tenant, userId, id))) throw new BusinessError(CARD_NOT_FOUND);
      return ok(null, 'Deleted');
    });
  };
  moneyRoute(api, ctx, '/api/userBank/remove/:id', removeCard);
  moneyRoute(api, ctx, '/api/userBank/:id', removeCard, { method: 'DELETE' });
}
