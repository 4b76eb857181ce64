import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';

/** The reference API's socket controls and figures (/api/__dev, server/README.md). */
export const sockets = {
  async post(request: APIRequestContext, path: string, data: object = {}) {
    const response = await request.post(`${BASE_URL}/api/__dev/${path}`, { data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  },
  drop: (request: APIRequestContext) => sockets.post(request, 'sockets/drop'),
  refuse: (request: APIRequestContext, refuse: boolean, mode: 'reject' | 'close' = 'reject') => sockets.post(request, 'sockets/refuse', { refuse, mode }),
  malformed: (request: APIRequestContext, kind: string) => sockets.post(request, 'sockets/malformed', { kind }),
  async stats(request: APIRequestContext): Promise<WsStats> {
    return (await (await request.get(`${BASE_URL}/api/__dev/ws-stats`)).json()).data;
  },
  /** The upgrade attempts the server saw after `after` (a seq), and the newest seq. */
  async attempts(request: APIRequestContext, after = 0): Promise<{ lastSeq: number; attempts: UpgradeAttempt[] }> {
    return (await (await request.get(`${BASE_URL}/api/__dev/sockets/attempts?after=${after}`)).json()).data;
  },
};

export interface WsStats {
  connections: number;
  totalSubscriptions: number;
  duplicateSubscribes: number;
  byKey: Record<string, number>;
  perConnection: { id: number; subscriptions: string[] }[];
  userSockets: { userId: number; connections: number }[];
  lastUpgradeSeq: number;
}
export interface UpgradeAttempt {
  seq: number;
  at: number;
  socket: 'market' | 'user';
  refused: boolean;
}

/** Market connections that carry subscriptions (sockets of closed pages may linger without any). */
export const subscribedConnections = (stats: WsStats) => stats.perConnection.filter((c) => c.subscriptions.length > 0);

/** One WebSocket the page created, with the page's (fake) clock times of its life. */
export interface SocketRecord {
  url: string;
  createdAt: number;
  openedAt: number | null;
  closedAt: number | null;
  code: number | null;
}

/**
 * Records every WebSocket the page creates and when it opened and closed, on the page's clock
 * (page.clock's, when installed), so a test reads the waits between a close and the next attempt
 * exactly as the app scheduled them. Call before the first navigation.
 */
export async function recordSockets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: SocketRecord[] = [];
    (window as unknown as { __sockets: SocketRecord[] }).__sockets = log;
    const Native = window.WebSocket;
    class RecordedSocket extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        const record: SocketRecord = { url: String(url), createdAt: Date.now(), openedAt: null, closedAt: null, code: null };
        log.push(record);
        this.addEventListener('open', () => (record.openedAt = Date.now()));
        this.addEventListener('close', (event) => {
          record.closedAt = Date.now();
          record.code = event.code;
        });
      }
    }
    window.WebSocket = RecordedSocket;
  });
}

/** The page's sockets on one path: the market socket (`/ws/{uuid}`) or the user socket (`/ws/coin/`). */
export async function socketLog(page: Page, kind: 'market' | 'user'): Promise<SocketRecord[]> {
  const all = await page.evaluate(() => (window as unknown as { __sockets: SocketRecord[] }).__sockets);
  return all.filter((s) => s.url.includes('/ws/coin/') === (kind === 'user'));
}

/** Waits until the page has made `count` sockets of that kind and the last one is closed. */
export async function untilClosed(page: Page, kind: 'market' | 'user', count: number): Promise<SocketRecord[]> {
  await expect.poll(async () => (await socketLog(page, kind)).map((s) => s.closedAt !== null), { message: `${count} ${kind} sockets, the last closed` }).toEqual(
    Array.from({ length: count }, () => true),
  );
  return socketLog(page, kind);
}

/** Waits between each close and the next socket's creation: the reconnect delays the app chose. */
export const reconnectWaits = (log: SocketRecord[]) => log.slice(1).map((s, i) => s.createdAt - log[i]!.closedAt!);
