/**
 * The reads a page makes first, named once in its remote's route table (`RouteData.firstReads`,
 * published in routes.json) so that they can start with the navigation instead of after the
 * page's code has arrived and run (rule 13). The static host writes the current path's reads
 * into its HTML (cdn/src/route-preloads.ts), the shell's entry sends them
 * (shell/src/boot/early-gets.ts), and the API client answers the page's identical request from
 * them, once (packages/api/src/early-responses.ts). Import-free: the static host reads it too.
 *
 * They are sent in the order named, and over HTTP/1.1 each waits for a free connection behind
 * the boot's scripts: a route names the reads its first screen waits for first (/defi: its
 * stake, pool and balance, which open the page, before its stakes list).
 */
export interface FirstRead {
  /**
   * The API path under the tenant's API base, with an optional query. A query value written
   * `{name}` is the page URL's search parameter `name` (/detail?symbol=btcusdt reads
   * `/market/detail?symbol={symbol}` as `/market/detail?symbol=btcusdt`); without it the read is
   * not made early (the page asks as it would anyway).
   */
  path: string;
  /** GET unless said: the API's reads that are POSTs (spec §7) are sent with the body `{}` the client sends them with. */
  method?: 'GET' | 'POST';
  /** Sent with the visitor's session token, and never made for a visitor without one. */
  session: boolean;
  /** The pictures the first screen shows from this read's answer, preloaded as it arrives. */
  pictures?: FirstPictures;
}

/**
 * Pictures a first screen shows from a read's answer: the first `count` items of the list at
 * `list` (a dotted path in the answer: "rows", "data.playing"), each at its `field` (an image
 * address, on the tenant's assets host when relative). The shell's entry preloads them as soon
 * as the answer arrives, while the page's code is still on its way, so the page's largest
 * picture (/nft's first row) is not asked for only after the render: a round trip later.
 */
export interface FirstPictures {
  list: string;
  field: string;
  count: number;
  /**
   * The same pictures for every visitor, signed in or not (the answer may still hold fields of the
   * visitor's own, like /nft's `mine`), from a read the API answers without a session: the static
   * host then reads them itself, without one, and preloads them from the page's HTML, a round trip
   * before the page's own read answers (cdn/src/first-pictures.ts). Only for a read whose path
   * has no `{param}`. Left out where the pictures depend on who is looking, and kept to the
   * page's largest paint: over HTTP/1.1 each picture the HTML names takes one of the origin's six
   * connections ahead of the page's own reads.
   */
  public?: boolean;
}

/** A first read as it is sent from a page: its path with the query filled in. */
export interface FirstRequest {
  method: 'GET' | 'POST';
  path: string;
  session: boolean;
  pictures?: FirstPictures;
}

/** Enough for a page's first screen; more would compete with its code for the bandwidth. */
export const MAX_FIRST_READS = 6;
/** The most pictures one read preloads: a first screen's worth. */
export const MAX_FIRST_PICTURES = 6;

const PLACEHOLDER = /^\{([\w-]+)\}$/;
const API_PATH = /^(\/[\w.-]+)+$/;
const KEYS = ['path', 'method', 'session', 'pictures'];
/** A field's name, and a dotted path of them, in a read's answer. */
const NAME = '\\w+';
const PATH = `${NAME}(?:\\.${NAME})*`;
const IS_NAME = new RegExp(`^${NAME}$`);
const IS_PATH = new RegExp(`^${PATH}$`);
/** A `data-pictures` value (picturesAttribute): list, field and count. */
const PICTURES_ATTRIBUTE = new RegExp(`^(${PATH}) (${NAME}) (\\d+)$`);

/** What is wrong with a read's `pictures` (absent is fine). */
function picturesProblems(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (typeof value !== 'object' || value === null) return [`${where} must be an object`];
  const { list, field, count, public: shared } = value as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof list !== 'string' || !IS_PATH.test(list)) problems.push(`${where}.list must be a dotted path in the answer, like "rows" or "data.playing"`);
  if (typeof field !== 'string' || !IS_NAME.test(field)) problems.push(`${where}.field must be a field name, like "image"`);
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_FIRST_PICTURES) problems.push(`${where}.count must be a whole number from 1 to ${MAX_FIRST_PICTURES}`);
  if (shared !== undefined && typeof shared !== 'boolean') problems.push(`${where}.public must be true or false`);
  for (const key of Object.keys(value)) if (!['list', 'field', 'count', 'public'].includes(key)) problems.push(`${where}: unknown "${key}"`);
  return problems;
}

/**
 * `pictures` as the static host writes it on a first read's `<meta>` (`data-pictures`, read by
 * the shell's entry with picturesFromAttribute): "list field count", space-separated (neither
 * name has a space).
 */
export const picturesAttribute = ({ list, field, count }: FirstPictures): string => `${list} ${field} ${count}`;

/** The pictures of a `data-pictures` value, or undefined when it is not one picturesProblems accepts. */
export function picturesFromAttribute(value: string | undefined): FirstPictures | undefined {
  // Not through picturesProblems: the entry reads this, and the messages would ride in its chunk.
  const [, list, field, digits] = PICTURES_ATTRIBUTE.exec(value ?? '') ?? [];
  const count = Number(digits);
  return list && field && count >= 1 && count <= MAX_FIRST_PICTURES ? { list, field, count } : undefined;
}

/** The picture addresses `pictures` names in a read's parsed answer (at most `count`, strings only). */
export function picturesIn(answer: unknown, pictures: FirstPictures): string[] {
  let list: unknown = answer;
  for (const key of pictures.list.split('.')) list = typeof list === 'object' && list !== null ? (list as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(list)) return [];
  return list.slice(0, pictures.count).flatMap((item: unknown) => {
    const value = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[pictures.field] : undefined;
    return typeof value === 'string' && value !== '' ? [value] : [];
  });
}

/** What is wrong with a route's `firstReads` (absent is fine), one line each; [] when every read is one the platform can send. */
export function firstReadsProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return ['"firstReads" must be a list'];
  if (value.length > MAX_FIRST_READS) return [`"firstReads" names ${value.length} reads, at most ${MAX_FIRST_READS}`];
  return value.flatMap((read: unknown, i): string[] => {
    const where = `firstReads[${i}]`;
    if (typeof read !== 'object' || read === null) return [`${where} must be an object`];
    const { path, method, session, pictures } = read as Record<string, unknown>;
    const problems: string[] = [];
    const [pathname = '', query] = typeof path === 'string' ? path.split(/\?(.*)/s) : [];
    if (typeof path !== 'string' || !API_PATH.test(pathname) || pathname.includes('..') || path.includes('#')) problems.push(`${where}.path must be an API path like "/asset/assetBalance", with an optional query`);
    else if (query !== undefined && [...new URLSearchParams(query).entries()].some(([name, v]) => name === '' || (v.includes('{') && !PLACEHOLDER.test(v)))) problems.push(`${where}.path: a query value is literal text or a whole "{param}"`);
    if (method !== undefined && method !== 'GET' && method !== 'POST') problems.push(`${where}.method must be "GET" or "POST"`);
    if (typeof session !== 'boolean') problems.push(`${where}.session must be true or false`);
    problems.push(...picturesProblems(pictures, `${where}.pictures`));
    // The static host reads public pictures once for every visitor: no page URL fills the path.
    if ((pictures as { public?: unknown } | undefined)?.public === true && typeof path === 'string' && path.includes('{')) problems.push(`${where}.pictures.public: a read with a "{param}" in its path cannot be read for every visitor`);
    for (const key of Object.keys(read)) if (!KEYS.includes(key)) problems.push(`${where}: unknown "${key}"`);
    return problems;
  });
}

/**
 * The requests of a route's first reads on a page whose URL has `search` (its `?…`): each with
 * its query filled in from the page's parameters; a read whose parameter the page lacks is left
 * out. Reads that fail firstReadsProblems are never passed here (the readers check first).
 */
export function firstRequests(reads: readonly FirstRead[] | undefined, search: string): FirstRequest[] {
  const page = new URLSearchParams(search);
  return (reads ?? []).flatMap((read) => {
    const [pathname = '', query] = read.path.split(/\?(.*)/s);
    const params = new URLSearchParams(query ?? '');
    for (const [name, value] of [...params.entries()]) {
      const wanted = PLACEHOLDER.exec(value)?.[1];
      if (wanted === undefined) continue;
      const given = page.get(wanted);
      if (given === null || given === '') return [];
      params.set(name, given);
    }
    const filled = params.size > 0 ? `${pathname}?${params}` : pathname;
    return [{ method: read.method ?? 'GET', path: filled, session: read.session, ...(read.pictures && { pictures: read.pictures }) }];
  });
}
