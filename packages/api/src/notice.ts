import { http, type CallOptions, type Ok, type Page } from './client';
import type { TextLang } from './text-lang';

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
  /** The language of its title, summary and content. */
  lang?: TextLang;
}

export interface Rule {
  id: number;
  key: string;
  title: string;
  content: string;
  /** The language of its title and content. */
  lang?: TextLang;
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

/** /api/notice/list?key={key}[&modelKey={k}] (spec §7). */
export const listNotices = (key: string, modelKey?: string, options?: CallOptions) =>
  http.post<Page<Notice>>('/notice/list', {}, { ...options, params: { key, modelKey } }).then((r) => r.data.rows);
/** GET api/notice/{id} (spec §7). */
export const getNotice = (id: number | string, options?: CallOptions) =>
  http.get<Ok<Notice>>(`/notice/${encodeURIComponent(String(id))}`, options).then((r) => r.data.data);
/** /api/option/rules/list?key={key} (spec §7). */
export const listRules = (key: string, options?: CallOptions) =>
  http.post<Ok<Rule[]>>('/option/rules/list', {}, { ...options, params: { key } }).then((r) => r.data.data);
