import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { DictItem } from '../contract.js';
import { coinLists } from '../market/coin-store.js';
import { ok } from '../http/reply.js';
import { requireTenant } from '../tenants/tenant-store.js';

/** /api/common: settings, coin lists, white paper, dictionaries (spec §7 "Common"). */
export function registerCommonRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  api.get('/api/common/getAllSetting', async (request) => ok((await requireTenant(db, request.tenant)).settings));

  api.get('/api/common/getCoinList', async () => ok(await coinLists(db, ctx.market)));

  // null data where the tenant has no white paper (harbor).
  api.get('/api/common/getWhitePaperSetting', async (request) => ok((await requireTenant(db, request.tenant)).whitePaper));

  api.get<{ Params: { type: string } }>(
    '/api/common/type/:type',
    { schema: { params: { type: 'object', properties: { type: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' } } } } },
    async (request) => {
      // Labels in the request's language, English where a label has no translation (lang says which).
      const rows = await db.query<DictItem>(
        `SELECT e.dict_value AS "dictValue", COALESCE(t.dict_label, e.dict_label) AS "dictLabel", COALESCE(t.lang, e.lang) AS lang
           FROM dict_items e
           LEFT JOIN dict_items t ON t.dict_type = e.dict_type AND t.dict_value = e.dict_value AND t.lang = $2
          WHERE e.dict_type = $1 AND e.lang = 'en'
          ORDER BY e.sort, e.dict_value`,
        [request.params.type, request.locale],
      );
      return ok(rows);
    },
  );
}
