import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('elsewhere continues in a later task: after the microtasks already queued and a message posted before it', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const earlier = new MessageChannel();
    earlier.port1.onmessage = () => {
      order.push('earlier task');
      earlier.port1.close();
    };
    earlier.port2.postMessage(null);
    const yielded = yieldToMain().then(() => order.push('continued'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'earlier task', 'continued']);
  });
});
