import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { marketHub, type MarketDetail } from '@atrium/platform';
import { useLiveDetail } from './use-live-detail';
import { ROW_REFRESH_MS } from './row-repaints';
import { drainRepaintRounds, quietRepaintRounds } from '../test/repaint-rounds';

// React as it is, with its transitions counted: a round's repaint must be one.
const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.count++;
      react.startTransition(scope);
    },
  };
});

const detail = (close: string): MarketDetail => ({
  close,
  openPrice: '100',
  change: '0',
  priceChangePercent: '0',
  volume: '1',
  volume2: '1',
  volume24: '1',
  high24: close,
  low24: close,
  ts: Number(close),
});

beforeEach(quietRepaintRounds);
afterEach(() => {
  drainRepaintRounds();
  vi.restoreAllMocks();
});

/** Renders the hook and counts its renders from the first one on. */
function liveRow(symbol: string) {
  let renders = 0;
  const hook = renderHook(() => {
    renders++;
    return useLiveDetail(symbol);
  });
  const before = renders;
  return { ...hook, renders: () => renders - before };
}

describe('a list row’s live price', () => {
  it('shows the ticks that arrive together in one repaint, on the last price', async () => {
    const row = liveRow('btcusdt');
    // A storm: 20 prices delivered in one task (as the hub delivers an animation frame's worth).
    await act(async () => {
      for (let i = 0; i < 20; i++) marketHub.applySnapshot('btcusdt', detail(String(101 + i)));
    });
    expect(row.result.current?.close).toBe('120');
    expect(row.renders()).toBe(1);
  });

  it('repaints at most once per ROW_REFRESH_MS while ticks keep coming, ending on the last price', async () => {
    const row = liveRow('solusdt');
    await act(async () => marketHub.applySnapshot('solusdt', detail('150')));
    expect(row.renders()).toBe(1);
    for (let i = 0; i < 5; i++) {
      await act(async () => {
        marketHub.applySnapshot('solusdt', detail(String(151 + i)));
        vi.advanceTimersByTime(ROW_REFRESH_MS / 10);
      });
    }
    expect(row.result.current?.close).toBe('150');
    expect(row.renders()).toBe(1);
    await act(async () => vi.advanceTimersByTime(ROW_REFRESH_MS));
    expect(row.result.current?.close).toBe('155');
    expect(row.renders()).toBe(2);
  });

  it('repaints the rows of a list in the same rounds, however their ticks fell between them', async () => {
    const btc = liveRow('btcusdt');
    const eth = liveRow('ethusdt');
    await act(async () => marketHub.applySnapshot('btcusdt', detail('101')));
    expect(btc.result.current?.close).toBe('101');
    // ETH ticks a little after: it waits for the next round instead of opening a commit of its own.
    await act(async () => {
      vi.advanceTimersByTime(ROW_REFRESH_MS * 0.4);
      marketHub.applySnapshot('ethusdt', detail('201'));
    });
    await act(async () => {
      vi.advanceTimersByTime(ROW_REFRESH_MS * 0.2);
      marketHub.applySnapshot('btcusdt', detail('102'));
    });
    expect(eth.renders()).toBe(0);
    await act(async () => vi.advanceTimersByTime(ROW_REFRESH_MS * 0.4));
    // One round: both rows on their last price.
    expect(btc.result.current?.close).toBe('102');
    expect(eth.result.current?.close).toBe('201');
    expect(btc.renders()).toBe(2);
    expect(eth.renders()).toBe(1);
  });

  it('repaints in a transition, which React renders in slices between the socket messages, not in one task', async () => {
    const row = liveRow('xrpusdt');
    const before = transitions.count;
    await act(async () => marketHub.applySnapshot('xrpusdt', detail('3')));
    expect(row.result.current?.close).toBe('3');
    expect(row.renders()).toBe(1);
    expect(transitions.count - before).toBe(1);
  });

  it('shows the last price the hub knows at once, and asks for no repaint for it', async () => {
    marketHub.applySnapshot('ethusdt', detail('200'));
    const row = liveRow('ethusdt');
    expect(row.result.current?.close).toBe('200');
    await act(async () => undefined);
    expect(row.renders()).toBe(0);
  });

  it('watches its symbol rather than taking every frame, so the hub reads a price only when a round shows it', () => {
    const subscribe = vi.spyOn(marketHub, 'subscribe');
    const watch = vi.spyOn(marketHub, 'watchDetail');
    const row = liveRow('adausdt');
    expect(watch).toHaveBeenCalledWith('adausdt', expect.any(Function));
    expect(subscribe).not.toHaveBeenCalled();
    row.unmount();
    expect(marketHub.liveTopics()).not.toHaveProperty('DETAIL:adausdt');
  });

  it('stops listening when the row goes, a repaint it had asked for included', async () => {
    const row = liveRow('adausdt');
    await act(async () => marketHub.applySnapshot('adausdt', detail('1')));
    expect(marketHub.liveTopics()['DETAIL:adausdt']).toBe(1);
    await act(async () => marketHub.applySnapshot('adausdt', detail('2')));
    row.unmount();
    expect(marketHub.liveTopics()['DETAIL:adausdt']).toBeUndefined();
    const rendersBefore = row.renders();
    await act(async () => vi.advanceTimersByTime(ROW_REFRESH_MS));
    expect(row.renders()).toBe(rendersBefore);
  });
});
