/** The flat query parameters the endpoints send: no arrays or nested objects. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

// As axios encoded them (the server's access logs and any signature check saw these bytes):
// `:`, `$` and `,` stay readable and a space is `+`.
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

/** `url` with `params` appended; an undefined or null value is left out, a fragment dropped. */
export function withQuery(url: string, params: QueryParams | undefined): string {
  const pairs = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`);
  if (pairs.length === 0) return url;
  const bare = url.split('#')[0]!;
  return `${bare}${bare.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}
