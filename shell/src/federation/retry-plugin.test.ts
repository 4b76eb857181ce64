import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryPlugin } from './retry-plugin';

const plugin = retryPlugin({ retries: 1, delayMs: 1 });
const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;

afterEach(() => vi.unstubAllGlobals());

describe('the retry plugin', () => {
  it('tries a manifest once more after a server error or a dropped connection', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(new Response('', { status: 503 })).mockResolvedValueOnce(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect((await fetchHook('https://cdn/m.json', {})).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 404, which will not heal', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    expect((await fetchHook('https://cdn/m.json', {})).status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up after its retries with the last failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(fetchHook('https://cdn/m.json', {})).rejects.toThrow('Failed to fetch');
  });
});

describe('the retry plugin with prefetched manifests', () => {
  it('answers a manifest the shell already holds without the network', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const held = retryPlugin({ prefetched: (url) => (url === 'https://cdn/m.json' ? new Response('{"id":"m"}') : undefined) });
    const hook = held.fetch as (url: string, init: RequestInit) => Promise<Response>;
    expect(await (await hook('https://cdn/m.json', {})).json()).toEqual({ id: 'm' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
