import type { FastifyInstance } from 'fastify';

export type Headers = Record<string, string>;
export interface Body<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export type HttpClient = ReturnType<typeof httpClient>;

/**
 * inject() shorthands for route tests: JSON in, the parsed body out. Takes the app, or a function
 * that answers it when a call is made (a file's app is made in beforeAll: use-test-app.ts).
 */
export function httpClient(appOrGetter: FastifyInstance | (() => FastifyInstance)) {
  const app = () => (typeof appOrGetter === 'function' ? appOrGetter() : appOrGetter);
  const post = async <T = unknown>(url: string, payload?: object, headers: Headers = {}) =>
    (await app().inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers })).json<Body<T>>();
  const get = async <T = unknown>(url: string, headers: Headers = {}) => (await app().inject({ method: 'GET', url, headers })).json<Body<T>>();
  /** Signs in by account and returns the authorization header. */
  const signIn = async (loginName: string, loginPassword: string, headers: Headers = {}): Promise<Headers> => {
    const body = await post<{ satoken: string }>('/api/user/login', { signType: 3, loginName, loginPassword }, headers);
    if (body.code !== 200) throw new Error(`sign-in of ${loginName} failed: ${body.msg}`);
    return { ...headers, authorization: body.data.satoken };
  };
  /** The newest code sent to an address (development outbox). */
  const lastCode = async (to: string) => (await get<{ code: string }[]>(`/api/__dev/codes?to=${encodeURIComponent(to)}`)).data[0]?.code;
  /** Moves the server clock by offsetMs from real time (0: back to real time). */
  const shiftClock = (offsetMs: number) => post('/api/__dev/clock', offsetMs ? { offsetMs } : {});
  /** A query string of fields, as the client sends secrets without `secretsInBody`. */
  const query = (fields: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return { post, get, signIn, lastCode, shiftClock, query };
}

/** A client address of its own per test, so the per-address send limit of one test never meets another's. */
let next = 1;
export const freshIp = (): Headers => ({ 'x-forwarded-for': `198.18.${Math.floor(next / 250)}.${(next++ % 250) + 1}` });
