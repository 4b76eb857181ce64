import { http, type Ok, type Page } from './client';

/** A notice, help article or clause (spec §7 Notices). content is server HTML: sanitise before rendering. */
export interface Notice {
  id: number;
  key: string;
  modelKey: string | null;
  title: string;
  summary: string;
  content: string;
  imgUrl: string | null;
  createTime: string;
}

export interface Rule {
  id: number;
  key: string;
  title: string;
  content: string;
}

/** Notice keys the content screens use. */
export const NOTICE_KEYS = {
  terms: 'TERMS_CLAUSE',
  introduction: 'EXCHANGE_INTRODUCTION',
  termsOfUse: 'TERMS_OF_USE',
  privacy: 'PRIVACY_POLICY',
  notice: 'NOTICE',
  help: 'HELP_CENTER',
  broadcast: 'BROADCAST',
} as const;

export const listNotices = (key: string, modelKey?: string) =>
  http.get<Page<Notice>>('/notice/list', { params: { key, modelKey } }).then((r) => r.data.rows);
export const getNotice = (id: number | string) =>
  http.get<Ok<Notice>>(`/notice/${encodeURIComponent(String(id))}`).then((r) => r.data.data);
export const listRules = (key: string) =>
  http.get<Ok<Rule[]>>('/option/rules/list', { params: { key } }).then((r) => r.data.data);
