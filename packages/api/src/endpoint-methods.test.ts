import { describe, expect, it } from 'vitest';
import { EVERY_ENDPOINT, GETS, missingEndpoints, sendEveryEndpoint } from './testing/every-endpoint';

/** A spec path as a pattern: `{id}` is one segment; the query is not part of it. */
const pathPattern = (spec: string) =>
  new RegExp(`^${spec.replace(/^GET \/?/, '/').split(/[?\s]/)[0]!.replace(/\{\w+\}/g, '[^/]+')}$`);

describe('the method of every call (spec §7: "Calls are JSON and POST unless noted")', () => {
  it('lists every endpoint function in the walk', () => {
    expect(missingEndpoints()).toEqual([]);
    expect(Object.keys(EVERY_ENDPOINT).length).toBeGreaterThan(100);
  });

  it('GETs where the spec says GET, on the spec path, and POSTs everywhere else', async () => {
    const sent = await sendEveryEndpoint();
    expect(new Set(sent.map((s) => s.name))).toEqual(new Set(Object.keys(EVERY_ENDPOINT)));
    for (const { name, request } of sent) {
      const spec = GETS[name];
      expect(`${name}: ${request.method}`).toBe(`${name}: ${spec ? 'GET' : 'POST'}`);
      if (spec) expect(new URL(request.url).pathname, name).toMatch(pathPattern(spec));
    }
  });

  it('sends every POST with a JSON object body (or a form, for the upload)', async () => {
    for (const { name, request } of await sendEveryEndpoint({ secretsInBody: true })) {
      if (request.method !== 'POST') continue;
      if (name === 'uploadFile') expect(request.body).toBeInstanceOf(FormData);
      else expect(JSON.parse(String(request.body)), name).toBeTypeOf('object');
    }
  });
});
