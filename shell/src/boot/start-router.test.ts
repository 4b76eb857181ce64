import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueTaskBefore } from './task-queued-before';

const order: string[] = [];
const router = { navigate: vi.fn() };

vi.mock('../routing/router', () => ({
  // The real router's first navigation runs on in microtasks of the task that created it.
  createAppRouter: vi.fn(() => {
    void Promise.resolve().then(() => order.push('first navigation started'));
    return router;
  }),
}));

const { createAppRouter } = await import('../routing/router');
const { startRouter } = await import('./start-router');

const tables = { for: vi.fn() };

describe('startRouter', () => {
  afterEach(() => {
    order.length = 0;
    vi.unstubAllGlobals();
  });

  it('creates the router on the route tables', async () => {
    await expect(startRouter(tables)).resolves.toBe(router);
    expect(createAppRouter).toHaveBeenCalledWith(tables);
  });

  it('lets the boot go on only in a later task, after the first navigation started', async () => {
    vi.stubGlobal('scheduler', undefined);
    queueTaskBefore(order);
    await startRouter(tables);
    order.push('boot goes on');
    expect(order).toEqual(['first navigation started', 'a task queued before', 'boot goes on']);
  });
});
