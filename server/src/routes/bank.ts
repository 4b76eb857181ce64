import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { CARD_NOT_FOUND, cleanCard, deleteCard, findCard, insertCard, listCards, updateCard } from '../funds/bank-cards.js';
import { Input } from '../http/input.js';
import { BusinessError, ok } from '../http/reply.js';
import { pathId } from './recharge.js';

const cardOf = (input: Input) =>
  cleanCard({
    holderName: input.string('holderName', 200),
    bankName: input.string('bankName', 200),
    branch: input.string('branch', 300),
    cardNumber: input.string('cardNumber', 64),
  });

/** Bank cards (spec §7 "Bank"): the user's own cards only; anyone else's answers "Card not found". */
export function registerBankRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  api.post('/api/userBank/save', async (request) => {
    const now = clock.now();
    const { userId } = await requireSignedIn(db, request, now);
    const card = cardOf(new Input(request));
    return ok(await db.transaction((tx) => insertCard(tx, request.tenant, userId, card, now)), 'Saved');
  });

  api.post('/api/userBank/getbank', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    return ok(await listCards(db, request.tenant, userId));
  });

  api.post('/api/userBank/update', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const input = new Input(request);
    const id = input.id('id');
    const card = cardOf(input);
    const updated = await updateCard(db, request.tenant, userId, id, card);
    if (!updated) throw new BusinessError(CARD_NOT_FOUND);
    return ok(updated, 'Saved');
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
  const removeCard = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const id = pathId(request.params.id);
    if (id === undefined || !(await deleteCard(db, request.tenant, userId, id))) throw new BusinessError(CARD_NOT_FOUND);
    return ok(null, 'Deleted');
  };
  api.post<{ Params: { id: string } }>('/api/userBank/remove/:id', removeCard);
  api.delete<{ Params: { id: string } }>('/api/userBank/:id', removeCard);
}
