import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { findNotice, listNotices, listRules } from '../content/notice-store.js';
import { BusinessError, MSG, ok, okRows } from '../http/reply.js';

const KEY = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** Notices, help articles and clauses, and rules, in the request's language (spec §7 "Notices"). */
export function registerNoticeRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.get<{ Querystring: { key: string; modelKey?: string; pageNum?: number; pageSize?: number } }>(
    '/api/notice/list',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['key'],
          properties: {
            key: KEY,
            modelKey: { type: 'string', maxLength: 64 },
            pageNum: { type: 'integer', minimum: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
          },
        },
      },
    },
    async (request) => {
      const { key, modelKey, pageNum, pageSize } = request.query;
      const { rows, total } = await listNotices(db, {
        tenant: request.tenant,
        locale: request.locale,
        key,
        ...(modelKey ? { modelKey } : {}),
        ...(pageNum !== undefined ? { pageNum } : {}),
        ...(pageSize !== undefined ? { pageSize } : {}),
      });
      return okRows(rows, total);
    },
  );

  api.get<{ Params: { id: string } }>('/api/notice/:id', async (request) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    const notice = id === undefined ? undefined : await findNotice(db, request.tenant, request.locale, id);
    if (!notice) throw new BusinessError(MSG.noticeNotFound);
    return ok(notice);
  });

  api.get<{ Querystring: { key: string } }>(
    '/api/option/rules/list',
    { schema: { querystring: { type: 'object', required: ['key'], properties: { key: KEY } } } },
    async (request) => ok(await listRules(db, request.tenant, request.locale, request.query.key)),
  );
}
