import type { Queryable } from '../db/db.js';
import type { Mail } from '../contract.js';
import { formatTime } from '../content/notice-store.js';
import type { Locale } from '../i18n.js';

/** Type 1: a mail whose read state the server keeps (updateMail marks it read). */
export const TRACKED_MAIL_TYPE = 1;

/** A mail as listByUserId answers it: `read` only for type 1 (the others have no server state). */
export type MailRow = Mail & { read?: boolean };

/** The mails a user sees: addressed to them, or to everyone in their tenant (user_id NULL). */
const VISIBLE = 'm.tenant = $1 AND (m.user_id = $2 OR m.user_id IS NULL)';

/**
 * In the request's language where the mail has a translation (mail_translations), else its own
 * text, the English original; `lang` says which.
 */
export async function listMails(db: Queryable, tenant: string, userId: number, locale: Locale): Promise<MailRow[]> {
  const rows = await db.query<{ id: number; title: string; content: string; type: number; createTime: number; read: boolean; lang: string }>(
    `SELECT m.id, COALESCE(t.title, m.title) AS title, COALESCE(t.content, m.content) AS content, m.type,
            m.create_time AS "createTime", r.mail_id IS NOT NULL AS read, COALESCE(t.lang, 'en') AS lang
       FROM mails m
       LEFT JOIN mail_reads r ON r.mail_id = m.id AND r.user_id = $2
       LEFT JOIN mail_translations t ON t.mail_id = m.id AND t.lang = $3
      WHERE ${VISIBLE}
      ORDER BY m.create_time DESC, m.id DESC`,
    [tenant, userId, locale],
  );
  return rows.map(({ read, createTime, ...mail }) => ({
    ...mail,
    createTime: formatTime(createTime),
    ...(mail.type === TRACKED_MAIL_TYPE ? { read } : {}),
  }));
}

/**
 * Marks the user's type-1 mails among `ids` read (the others it may see are accepted and left as
 * they are). All or nothing: false, and nothing marked, when an id is not a mail this user sees.
 */
export async function markMailsRead(tx: Queryable, tenant: string, userId: number, ids: number[], now: number): Promise<boolean> {
  const visible = await tx.query<{ id: number }>(`SELECT m.id FROM mails m WHERE ${VISIBLE} AND m.id = ANY($3::int[])`, [tenant, userId, ids]);
  if (visible.length !== new Set(ids).size) return false;
  await tx.query(
    `INSERT INTO mail_reads (mail_id, user_id, read_time)
     SELECT m.id, $2, $4 FROM mails m WHERE ${VISIBLE} AND m.id = ANY($3::int[]) AND m.type = ${TRACKED_MAIL_TYPE}
     ON CONFLICT DO NOTHING`,
    [tenant, userId, ids, now],
  );
  return true;
}

export interface NewMail {
  tenant: string;
  /** null: every user of the tenant. */
  userId: number | null;
  /** In English, the original every other language falls back to. */
  title: string;
  content: string;
  type: number;
  createTime: number;
  /** The mail in other languages, by locale code. */
  translations?: Partial<Record<Locale, { title: string; content: string }>>;
}

export async function insertMail(db: Queryable, mail: NewMail): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO mails (tenant, user_id, title, content, type, create_time) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [mail.tenant, mail.userId, mail.title, mail.content, mail.type, mail.createTime],
  );
  for (const [lang, text] of Object.entries(mail.translations ?? {})) {
    if (lang === 'en' || !text) continue;
    await db.query('INSERT INTO mail_translations (mail_id, lang, title, content) VALUES ($1, $2, $3, $4)', [row!.id, lang, text.title, text.content]);
  }
  return row!.id;
}
