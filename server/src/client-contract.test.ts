import { captchaImageUrl } from '@atrium/api';
import { sendEveryEndpoint, type EndpointRequest } from '@atrium/api/src/testing/every-endpoint.ts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/use-test-app.js';

/**
 * The front end's side of the contract against this server: every endpoint function of
 * @atrium/api is called (on a fake network), and what it sent is sent here as it was (method,
 * path, query, headers, body), signed out and signed in. None may meet a missing route (404: the
 * method or the path is not served) or be refused as malformed (400: the shape of what the
 * client sends is not what the route reads). What the answers say beyond that (signed out,
 * unknown ids, wrong passwords) is the routes' own tests' business.
 */
const t = useTestApp();

/** A request the client sent, as an inject: a form goes through a fetch Request for its multipart bytes. */
async function injectOf({ request }: EndpointRequest): Promise<InjectOptions> {
  const url = new URL(request.url);
  const headers = { ...request.headers };
  const base = { method: request.method as 'GET' | 'POST', url: `${url.pathname}${url.search}` };
  if (request.body instanceof FormData) {
    const multipart = new Request(request.url, { method: 'POST', body: request.body });
    headers['Content-Type'] = multipart.headers.get('content-type')!;
    return { ...base, headers, payload: Buffer.from(await multipart.arrayBuffer()) };
  }
  return { ...base, headers, ...(request.body === undefined ? {} : { payload: String(request.body) }) };
}

/** Sign-out last, so the calls before it run signed in when `auth` is given. */
const signOutLast = (sent: EndpointRequest[]) => [...sent.filter((s) => s.name !== 'loginOut'), ...sent.filter((s) => s.name === 'loginOut')];

async function refusals(sent: EndpointRequest[], auth: Record<string, string> = {}): Promise<string[]> {
  const wrong: string[] = [];
  for (const call of signOutLast(sent)) {
    const request = await injectOf(call);
    const response = await t.app.inject({ ...request, headers: { ...(request.headers as Record<string, string>), ...auth } });
    // The app's not-found answer (a route's own 404, "File not found", is an answer).
    const noRoute = response.statusCode === 404 && response.body.includes('"Not found: ');
    if (noRoute || response.statusCode === 400 || response.statusCode >= 500) {
      wrong.push(`${call.name}: ${call.request.method} ${call.request.url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
  }
  return wrong;
}

describe('the server serves every call of the client', () => {
  it('by the method and the path each endpoint function uses, in the shape it sends (secrets in the query)', async () => {
    const sent = await sendEveryEndpoint({ idempotencyKeys: true, secretsInBody: false });
    expect(sent.length).toBeGreaterThan(100);
    expect(await refusals(sent)).toEqual([]);
  });

  it('and with the secrets in the body (capability secretsInBody)', async () => {
    expect(await refusals(await sendEveryEndpoint({ idempotencyKeys: true, secretsInBody: true }))).toEqual([]);
  });

  it('signed in, where the routes read their fields past the token check', async () => {
    const { authorization } = await t.client.signIn('demo', 'demo1234');
    const auth = { authorization: authorization!, satoken: authorization! };
    expect(await refusals(await sendEveryEndpoint({ idempotencyKeys: true, secretsInBody: false }), auth)).toEqual([]);
    const again = await t.client.signIn('demo', 'demo1234');
    expect(await refusals(await sendEveryEndpoint({ idempotencyKeys: true, secretsInBody: true }), { ...again, satoken: again.authorization! })).toEqual([]);
  });

  it('and the captcha image the page loads by its URL (GET, spec §7)', async () => {
    const response = await t.app.inject({ method: 'GET', url: captchaImageUrl('/api', 'LOGIN', 1) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
  });
});
