import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerBodyParsers, registerErrorHandling } from './errors.js';
import { readsAcceptPost } from './reads-accept-post.js';
import { registerRouteSchemas } from './route-schemas.js';

async function app() {
  const a = Fastify();
  registerRouteSchemas(a);
  registerBodyParsers(a);
  registerErrorHandling(a);
  await a.register(websocket);
  a.get('/outside', async () => ({ code: 200, msg: 'ok' }));
  await a.register(async (api) => {
    const addPostToReads = readsAcceptPost(api);
    api.get<{ Querystring: { key: string; pageNum?: number } }>(
      '/list',
      { schema: { querystring: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 8 }, pageNum: { type: 'integer', minimum: 1 } } } } },
      async (request) => ({ code: 200, msg: 'ok', data: request.query }),
    );
    api.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>('/item/:id', async (request) => ({
      code: 200,
      msg: 'ok',
      data: { id: request.params.id, query: request.query, method: request.method },
    }));
    api.get('/own', async () => ({ code: 200, msg: 'its GET' }));
    api.post('/own', async () => ({ code: 200, msg: 'its own POST' }));
    api.get('/ws/:userId', { websocket: true }, () => {});
    addPostToReads();
  });
  await a.ready();
  return a;
}

describe('a read of the business API', () => {
  it('answers POST as it answers GET, with the fields in the query string', async () => {
    const a = await app();
    const get = await a.inject({ method: 'GET', url: '/list?key=HELP&pageNum=2' });
    const post = await a.inject({ method: 'POST', url: '/list?key=HELP&pageNum=2', payload: {} });
    expect(post.json()).toEqual(get.json());
    expect(post.json()).toEqual({ code: 200, msg: 'ok', data: { key: 'HELP', pageNum: 2 } });
  });

  it('reads the fields of a POST from its JSON body too, the body winning, as a query string would carry them', async () => {
    const a = await app();
    const post = await a.inject({ method: 'POST', url: '/list?key=QUERY', payload: { key: 'BODY', pageNum: 3 } });
    expect(post.json()).toEqual({ code: 200, msg: 'ok', data: { key: 'BODY', pageNum: 3 } });
    const item = await a.inject({ method: 'POST', url: '/item/7', payload: { flag: true, n: 1.5, none: null } });
    expect(item.json()).toEqual({ code: 200, msg: 'ok', data: { id: '7', query: { flag: 'true', n: '1.5' }, method: 'POST' } });
  });

  it('judges the fields of a POST as those of the GET: the schema, and 400 for what no query string carries', async () => {
    const a = await app();
    expect((await a.inject({ method: 'POST', url: '/list', payload: { key: 'TOO-LONG-A-KEY' } })).statusCode).toBe(400);
    expect((await a.inject({ method: 'POST', url: '/list', payload: {} })).json().msg).toContain("must have required property 'key'");
    expect((await a.inject({ method: 'POST', url: '/list', payload: { key: ['A', 'B'] } })).json()).toEqual({ code: 400, msg: 'key must be a string' });
    const array = await a.inject({ method: 'POST', url: '/list?key=A', payload: '[1]', headers: { 'content-type': 'application/json' } });
    expect(array.json()).toEqual({ code: 400, msg: 'Invalid request: body must be object' });
  });

  it('keeps a POST a route registered itself, and leaves sockets and routes outside the scope alone', async () => {
    const a = await app();
    expect((await a.inject({ method: 'POST', url: '/own' })).json().msg).toBe('its own POST');
    expect((await a.inject({ method: 'GET', url: '/own' })).json().msg).toBe('its GET');
    expect(a.hasRoute({ method: 'POST', url: '/ws/:userId' })).toBe(false);
    expect((await a.inject({ method: 'POST', url: '/outside' })).statusCode).toBe(404);
    expect(a.routeCatalogue.filter((route) => route.method === 'POST').map((route) => route.url).sort()).toEqual(['/item/:id', '/list', '/own']);
  });
});
