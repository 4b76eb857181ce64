import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { badRequest } from '../http/input.js';
import { BusinessError, okMessage, okRows } from '../http/reply.js';
import { listMails, markMailsRead } from '../mail/mail-store.js';

const MAX_IDS = 100;
const ID = /^\d{1,9}$/;

/** "1,2,3" (spaces around the commas allowed): 1 to 100 positive integers, else undefined. */
function parseIds(raw: unknown): number[] | undefined {
  if (typeof raw !== 'string') return undefined;
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length > MAX_IDS || !parts.every((part) => ID.test(part))) return undefined;
  const ids = parts.map(Number);
  return ids.every((id) => id >= 1 && id <= 2_147_483_647) ? ids : undefined;
}

/**
 * The signed-in user's mails (spec §7 Notices): GET /api/mail/listByUserId (the user from the
 * token, whatever the name says) and GET /api/mail/updateMail?ids=1,2 (marks type-1 mails read;
 * its msg is shown as a toast whatever the code, spec §8).
 */
export function registerMailRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  api.get('/api/mail/listByUserId', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    return okRows(await listMails(db, request.tenant, userId, request.locale));
  });

  api.get<{ Querystring: { ids?: unknown } }>('/api/mail/updateMail', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const ids = parseIds(request.query.ids);
    if (!ids) throw badRequest(`ids must be 1 to ${MAX_IDS} comma-separated mail ids`);
    const found = await db.transaction((tx) => markMailsRead(tx, request.tenant, userId, ids, clock.now()));
    if (!found) throw new BusinessError('Mail not found');
    return okMessage('Marked as read');
  });
}
