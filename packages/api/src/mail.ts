import { ApiError } from './api-error';
import type { TextLang } from './text-lang';
import { http, type CallOptions, type Ok, type Page } from './client';

/** A mail or announcement (spec §3): content is server HTML, sanitised before it is shown. */
export interface Mail {
  id: number;
  title: string;
  content: string;
  /** 1: a mail the server tracks as read once closed (updateMail). */
  type: number;
  createTime: string;
  /** The language of its title and content. */
  lang?: TextLang;
}

/** The signed-in user's mails, newest first (spec §7; code 200 required, else nothing shown: quiet-endpoints.ts). */
export const listMails = (options?: CallOptions) => http.get<Page<Mail>>('/mail/listByUserId', options).then((r) => r.data.rows);
/**
 * Marks mails read on the server. Spec §8: its msg is shown whatever the code, so this resolves
 * with the body even when the code is not 200 (the caller toasts `msg`); a cancelled call still
 * rejects (there is nothing to show).
 */
export const updateMail = (ids: number[], options?: CallOptions) =>
  http
    .get<Ok<null>>('/mail/updateMail', { ...options, params: { ids: ids.join(',') }, silent: true })
    .then((r) => r.data)
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.kind === 'cancelled') throw error;
      return { code: 500, msg: error instanceof Error ? error.message : '', data: null };
    });
