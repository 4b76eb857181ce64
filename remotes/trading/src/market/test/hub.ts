import { vi } from 'vitest';
import { marketHub, type ConnectionStatus, type ServerFrame } from '@atrium/platform';

type Listener = (frame: ServerFrame) => void;

/**
 * Lets a test play the market socket: frames go to whoever subscribed to their topic through
 * the hub (which stays the real one), and the connection status can be set.
 */
export function fakeMarket() {
  const listeners = new Map<string, Set<Listener>>();
  const statusListeners = new Set<() => void>();
  let status: ConnectionStatus = 'open';
  const subscribe = marketHub.subscribe.bind(marketHub);
  vi.spyOn(marketHub, 'subscribe').mockImplementation((channel, symbol, listener, interval) => {
    const key = `${channel}:${symbol}:${interval ?? ''}`;
    if (!listeners.has(key)) listeners.set(key, new Set());
    listeners.get(key)!.add(listener);
    const stop = subscribe(channel, symbol, listener, interval);
    return () => {
      listeners.get(key)?.delete(listener);
      stop();
    };
  });
  vi.spyOn(marketHub, 'status', 'get').mockImplementation(() => status);
  vi.spyOn(marketHub, 'onStatus').mockImplementation((listener) => {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  });
  return {
    send(frame: Exclude<ServerFrame, { type: 'HEARTBEAT' }>) {
      const key = `${frame.type}:${frame.symbol}:${frame.type === 'KLINE' ? frame.interval : ''}`;
      for (const listener of listeners.get(key) ?? []) listener(frame);
    },
    setStatus(next: ConnectionStatus) {
      status = next;
      for (const listener of statusListeners) listener();
    },
    listening(channel: string, symbol: string, interval = '') {
      return listeners.get(`${channel}:${symbol}:${interval}`)?.size ?? 0;
    },
  };
}
