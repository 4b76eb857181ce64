import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerBodyParsers, registerErrorHandling } from './errors.js';
import { registerRouteSchemas } from './route-schemas.js';

async function app() {
  const a = Fastify();
  registerRouteSchemas(a);
  registerBodyParsers(a);
  registerErrorHandling(a);
  await a.register(websocket);
  a.post('/plain', async (request) => ({ code: 200, msg: 'ok', data: request.body }));
  a.post('/own', { schema: { body: { type: 'array' } } }, async () => ({ code: 200, msg: 'ok' }));
  a.get<{ Params: { id: string } }>('/item/:id', async (request) => ({ code: 200, msg: 'ok', data: request.params.id }));
  a.get('/ws/:userId', { websocket: true }, () => {});
  await a.register(async (child) => {
    child.delete('/child/:name', async () => ({ code: 200, msg: 'ok' }));
  });
  await a.ready();
  return a;
}

describe('the schema floor of every route', () => {
  it('answers a body that is not an object with 400 in the envelope, and lets objects and empty bodies through', async () => {
    const a = await app();
    for (const payload of ['[]', '"text"', '42', 'true']) {
      const response = await a.inject({ method: 'POST', url: '/plain', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: 'Invalid request: body must be object' });
    }
    expect((await a.inject({ method: 'POST', url: '/plain', payload: { a: 1 } })).json()).toEqual({ code: 200, msg: 'ok', data: { a: 1 } });
    expect((await a.inject({ method: 'POST', url: '/plain' })).json()).toEqual({ code: 200, msg: 'ok', data: {} });
    // A route's own schema is kept.
    expect((await a.inject({ method: 'POST', url: '/own', payload: '[]', headers: { 'content-type': 'application/json' } })).statusCode).toBe(200);
  });

  it('bounds path parameters (not those of sockets, which judge their own path)', async () => {
    const a = await app();
    expect((await a.inject({ method: 'GET', url: '/item/12' })).json()).toEqual({ code: 200, msg: 'ok', data: '12' });
    const long = await a.inject({ method: 'GET', url: `/item/${'9'.repeat(65)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ code: number }>().code).toBe(400);
    expect((await a.inject({ method: 'DELETE', url: `/child/${'x'.repeat(80)}` })).statusCode).toBe(400);
  });

  it('refuses a NUL character (which PostgreSQL cannot store) in a body, a form, a query or a path', async () => {
    const a = await app();
    const refused = [
      await a.inject({ method: 'POST', url: '/plain', payload: '{"name":"a\\u0000b"}', headers: { 'content-type': 'application/json' } }),
      await a.inject({ method: 'POST', url: '/plain', payload: 'name=a%00b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      await a.inject({ method: 'POST', url: '/plain?name=a%00b' }),
      await a.inject({ method: 'GET', url: '/item/1%00' }),
    ];
    for (const response of refused) expect(response.json()).toEqual({ code: 400, msg: 'Text must not contain NUL characters' });
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    // Other control characters and any Unicode pass: the routes judge them.
    const fine = await a.inject({ method: 'POST', url: '/plain', payload: { name: 'a\u0001💥' } });
    expect(fine.json()).toEqual({ code: 200, msg: 'ok', data: { name: 'a\u0001💥' } });
  });

  it('lists every route, child plugins and sockets included, in the catalogue', async () => {
    const a = await app();
    expect(a.routeCatalogue).toEqual([
      { method: 'POST', url: '/plain', websocket: false },
      { method: 'POST', url: '/own', websocket: false },
      { method: 'GET', url: '/item/:id', websocket: false },
      { method: 'GET', url: '/ws/:userId', websocket: true },
      { method: 'DELETE', url: '/child/:name', websocket: false },
    ]);
  });
});
