import type { Queryable } from '../db/db.js';
import type { Notice, Rule } from '../contract.js';
import type { Locale } from '../i18n.js';

/**
 * Notices in the request's language: the translation in that language where the seed has one,
 * otherwise English (every notice has English), every field from the same translation, and
 * `lang` saying which it is.
 */
const noticeSelect = (localeParam: number) => `
  SELECT n.id, n.key, n.model_key AS "modelKey", n.img_url AS "imgUrl", n.create_time AS "createTime",
         COALESCE(t.title, e.title) AS title, COALESCE(t.summary, e.summary) AS summary, COALESCE(t.content, e.content) AS content,
         COALESCE(t.lang, e.lang) AS lang
    FROM notices n
    JOIN notice_translations e ON e.notice_id = n.id AND e.lang = 'en'
    LEFT JOIN notice_translations t ON t.notice_id = n.id AND t.lang = $${localeParam}`;

type NoticeRow = Omit<Notice, 'createTime'> & { createTime: number };

/** RuoYi's "yyyy-MM-dd HH:mm:ss", in UTC. */
export function formatTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

const toNotice = (row: NoticeRow): Notice => ({ ...row, createTime: formatTime(row.createTime) });

export interface NoticeQuery {
  tenant: string;
  locale: Locale;
  key: string;
  modelKey?: string;
  /** RuoYi paging: 1-based page of pageSize rows; absent means everything. */
  pageNum?: number;
  pageSize?: number;
}

/** Newest first; total counts every match, whatever the page. */
export async function listNotices(db: Queryable, q: NoticeQuery): Promise<{ rows: Notice[]; total: number }> {
  const params: unknown[] = [q.tenant, q.key];
  let where = 'n.tenant = $1 AND n.key = $2';
  if (q.modelKey) {
    params.push(q.modelKey);
    where += ` AND n.model_key = $${params.length}`;
  }
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notices n WHERE ${where}`, params);
  params.push(q.locale);
  let sql = `${noticeSelect(params.length)} WHERE ${where} ORDER BY n.create_time DESC, n.id DESC`;
  if (q.pageSize !== undefined) {
    params.push(q.pageSize, ((q.pageNum ?? 1) - 1) * q.pageSize);
    sql += ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const rows = await db.query<NoticeRow>(sql, params);
  return { rows: rows.map(toNotice), total: count?.n ?? 0 };
}

export async function findNotice(db: Queryable, tenant: string, locale: Locale, id: number): Promise<Notice | undefined> {
  const [row] = await db.query<NoticeRow>(`${noticeSelect(3)} WHERE n.tenant = $1 AND n.id = $2`, [tenant, id, locale]);
  return row && toNotice(row);
}

export async function listRules(db: Queryable, tenant: string, locale: Locale, key: string): Promise<Rule[]> {
  return db.query<Rule>(
    `SELECT r.id, r.key, COALESCE(t.title, e.title) AS title, COALESCE(t.content, e.content) AS content, COALESCE(t.lang, e.lang) AS lang
       FROM rules r
       JOIN rule_translations e ON e.rule_id = r.id AND e.lang = 'en'
       LEFT JOIN rule_translations t ON t.rule_id = r.id AND t.lang = $2
      WHERE r.tenant = $1 AND r.key = $3
      ORDER BY r.sort, r.id`,
    [tenant, locale, key],
  );
}
