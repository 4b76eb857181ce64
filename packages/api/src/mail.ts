import { http, type Ok, type Page } from './client';

/** A mail or announcement (spec §3): content is server HTML, sanitised before it is shown. */
export interface Mail {
  id: number;
  title: string;
  content: string;
  /** 1: a mail the server tracks as read once closed (updateMail). */
  type: number;
  createTime: string;
}

/** The signed-in user's mails, newest first (spec §7; code 200 required, spec §8). */
export const listMails = () => http.get<Page<Mail>>('/mail/listByUserId', { silent: true }).then((r) => r.data.rows);
/**
 * Marks mails read on the server. Spec §8: its msg is shown whatever the code, so this resolves
 * with the body even when the code is not 200 (the caller toasts `msg`).
 */
export const updateMail = (ids: number[]) =>
  http
    .get<Ok<null>>('/mail/updateMail', { params: { ids: ids.join(',') }, silent: true })
    .then((r) => r.data)
    .catch((error: unknown) => ({ code: 500, msg: error instanceof Error ? error.message : '', data: null }));
