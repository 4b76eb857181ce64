import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { createShellOrigin, type ShellOriginOptions } from './shell-origin';
import { fixtureDir, tenantConfigJs, writeFiles } from './test-fixtures';

const root = fixtureDir('api-proxy');
const shellDir = join(root, 'shell', 'dist');
const platformDir = join(root, 'config', 'platform');
writeFiles(shellDir, { 'index.html': '<html><head><meta name="atrium-env" content="atrium"></head><body></body></html>' });
writeFiles(platformDir, { 'atrium/config.js': tenantConfigJs('atrium'), 'harbor/config.js': tenantConfigJs('harbor') });

/** What the stand-in API received: each request's method, path, headers and body size. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}
const seen: Seen[] = [];

/**
 * A stand-in API on a real socket: it records what reaches it, answers {code: 200, data: {bytes}},
 * never answers /api/slow, and accepts websockets on /ws/* (saying "hello").
 */
const api: Server = createServer((req, res) => {
  let bytes = 0;
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bytes });
    if (req.url === '/api/slow') return;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, msg: 'ok', data: { bytes } }));
  });
});
const sockets = new WebSocketServer({ noServer: true });
api.on('upgrade', (req, socket, head) => {
  seen.push({ method: 'UPGRADE', url: req.url ?? '', headers: req.headers, bytes: 0 });
  sockets.handleUpgrade(req, socket, head, (ws) => ws.send('hello'));
});

type Shell = Awaited<ReturnType<typeof createShellOrigin>>;
const started: Shell[] = [];
/** A shell origin listening on a free port of 127.0.0.1 (so the client's address is 127.0.0.1). */
async function startShell(options: Partial<ShellOriginOptions> = {}): Promise<{ shell: Shell; port: number }> {
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const shell = await createShellOrigin({ shellDir, platformDir, apiOrigin, defaultEnv: 'atrium', ...options });
  started.push(shell);
  await shell.listen({ port: 0, host: '127.0.0.1' });
  return { shell, port: (shell.server.address() as AddressInfo).port };
}

/** A port nothing listens on: the API is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Whether the host said "100 Continue" before its answer. */
  continued: boolean;
}

/**
 * One HTTP request on its own connection. With `expectContinue`, the body is sent only once the
 * host says "100 Continue", as curl does for bodies over 1 MB; a host that answers first never
 * gets it.
 */
function send(port: number, options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer; expectContinue?: boolean }): Promise<Answer> {
  const { method = 'GET', path, headers = {}, body, expectContinue = false } = options;
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method,
      path,
      agent: false,
      headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}), ...(expectContinue ? { expect: '100-continue' } : {}) },
    });
    let continued = false;
    req.on('continue', () => {
      continued = true;
      req.end(body);
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, continued });
        req.destroy();
      });
    });
    req.on('error', reject);
    if (!expectContinue) req.end(body);
  });
}

/** A websocket through the host, with extra request headers: what it is told first, or how it closed. */
function openSocket(port: number, headers: Record<string, string> = {}): Promise<{ message?: string; close?: { code: number; reason: string } }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/coin`, { headers });
    socket.on('message', (data) => {
      resolve({ message: String(data) });
      socket.close();
    });
    socket.on('close', (code, reason) => resolve({ close: { code, reason: String(reason) } }));
    socket.on('error', reject);
  });
}

const MiB = 1024 * 1024;
/** A JSON body of `size` bytes. */
const jsonOf = (size: number) => Buffer.from(JSON.stringify({ pad: 'x'.repeat(size - 10) }));
/** A multipart upload of a file of `size` bytes in the field "file". */
function multipartOf(size: number): { body: Buffer; type: string } {
  const boundary = 'atrium-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), Buffer.alloc(size, 0xff), Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

let direct: number;
let behindProxy: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  direct = (await startShell()).port;
  // The host behind a load balancer on this machine: its X-Forwarded-For is believed.
  behindProxy = (await startShell({ trustedProxies: ['127.0.0.0/8'] })).port;
});
afterAll(async () => {
  await Promise.all(started.map((shell) => shell.close()));
  sockets.close();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

describe('the client address the API is told', () => {
  it('is the peer of the socket: 20 spoofed X-Forwarded-For all reach the API as 127.0.0.1', async () => {
    const spoofs = Array.from({ length: 20 }, (_, i) => (i % 2 ? `203.0.113.${i}` : `10.0.0.${i}, 198.51.100.${i}`));
    for (const spoof of spoofs) {
      const answer = await send(direct, { path: '/api/echo', headers: { 'x-forwarded-for': spoof, forwarded: `for=${spoof.split(',')[0]}`, 'x-real-ip': spoof } });
      expect(answer.status).toBe(200);
    }
    expect(seen).toHaveLength(20);
    for (const request of seen) {
      expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
      // Nothing else a client wrote about its address reaches the API, which trusts the host.
      expect(request.headers.forwarded).toBeUndefined();
      expect(request.headers['x-real-ip']).toBeUndefined();
    }
  });

  it('is the client a trusted proxy names, one address, never the chain a client wrote', async () => {
    await send(behindProxy, { path: '/api/echo', headers: { 'x-forwarded-for': '203.0.113.50' } });
    // A client's own spoof, then the address the trusted proxy saw: the latter.
    await send(behindProxy, { path: '/api/echo', headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.51' } });
    expect(seen.map((request) => request.headers['x-forwarded-for'])).toEqual(['203.0.113.50', '203.0.113.51']);
  });

  it('is the peer of the socket on the websocket upgrade too, unless a trusted proxy names another', async () => {
    expect(await openSocket(direct, { 'x-forwarded-for': '203.0.113.77' })).toEqual({ message: 'hello' });
    expect(await openSocket(behindProxy, { 'x-forwarded-for': '203.0.113.78' })).toEqual({ message: 'hello' });
    expect(seen.map((request) => [request.method, request.headers['x-forwarded-for'], request.headers['x-atrium-tenant']])).toEqual([
      ['UPGRADE', '127.0.0.1', 'atrium'],
      ['UPGRADE', '203.0.113.78', 'atrium'],
    ]);
  });
});

describe('bodies on their way to the API', () => {
  it('refuses a body over the API’s 1 MiB with 413 before any of it reaches the API, with or without Expect: 100-continue', async () => {
    const body = jsonOf(1.5 * MiB);
    for (const expectContinue of [false, true]) {
      const answer = await send(direct, { method: 'POST', path: '/api/user/login', headers: { 'content-type': 'application/json' }, body, expectContinue });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({ code: 413, msg: 'Request body is too large' });
      // Refused on its declared length: the client was never asked for the body.
      expect(answer.continued).toBe(false);
    }
    expect(seen).toEqual([]);
  });

  it('passes a small body sent with Expect: 100-continue', async () => {
    const body = jsonOf(2000);
    const answer = await send(direct, { method: 'POST', path: '/api/user/login', headers: { 'content-type': 'application/json' }, body, expectContinue: true });
    expect(answer).toMatchObject({ status: 200, continued: true });
    expect(JSON.parse(answer.text)).toMatchObject({ code: 200, data: { bytes: body.length } });
    expect(seen[0]?.headers.expect).toBeUndefined();
  });

  it('passes an upload within the API’s 5 MB file limit, as curl sends it (Expect: 100-continue)', async () => {
    const { body, type } = multipartOf(5 * MiB - 1);
    const answer = await send(direct, { method: 'POST', path: '/api/common/upload/OSS', headers: { 'content-type': type }, body, expectContinue: true });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 200, data: { bytes: body.length } });
  });

  it('refuses an upload far over the file limit with 413', async () => {
    const { body, type } = multipartOf(6 * MiB);
    const answer = await send(direct, { method: 'POST', path: '/api/common/upload/OSS', headers: { 'content-type': type }, body, expectContinue: true });
    expect(answer.status).toBe(413);
    expect(seen).toEqual([]);
  });
});

describe('when the API fails', () => {
  const neutral = (answer: Answer, port: number) => {
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.text).not.toContain(`:${port}`);
    // No upstream address, error code or stack frame.
    expect(answer.text).not.toMatch(/127\.0\.0\.1|ECONN|\bat .*:\d+/);
  };

  it('answers 502 with a neutral message when the API is down', async () => {
    const port = await closedPort();
    const { port: shell } = await startShell({ apiOrigin: `http://127.0.0.1:${port}` });
    for (const [method, path] of [['GET', '/api/common/getAllSetting'], ['POST', '/api/user/login']] as const) {
      const answer = await send(shell, { method, path, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: jsonOf(100) } : {}) });
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.text)).toEqual({ code: 502, msg: 'The service is unavailable, please try again later' });
      neutral(answer, port);
    }
  });

  it('closes a websocket with a neutral reason when the API is down', async () => {
    const port = await closedPort();
    const { port: shell } = await startShell({ apiOrigin: `http://127.0.0.1:${port}` });
    const { close } = await openSocket(shell);
    expect(close?.code).toBe(1011);
    expect(close?.reason).toBe('Service unavailable');
  });

  it('answers 504 with a neutral message when the API does not answer in time', async () => {
    const { port } = await startShell({ upstreamDeadlineMs: 200 });
    const answer = await send(port, { path: '/api/slow' });
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.text)).toEqual({ code: 504, msg: 'The service did not answer in time, please try again later' });
    neutral(answer, (api.address() as AddressInfo).port);
  });
});
