import { describe, expect, it, vi } from 'vitest';

// React takes `setTimeout` as it loads, and throttles a Suspense retry with it: faked before React
// loads (imports below are dynamic), a commit that waits for that timer never comes in this test.
// React's scheduler runs its work on setImmediate, which stays real.
vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
vi.mock('../federation/html-preloads', () => ({ markPageDrawn: vi.fn() }));
let arrive!: () => void;
const pageCode = new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = () => resolve({ default: () => <h1>NFT</h1> })));
vi.mock('../federation/remote-modules', () => ({
  resetRemote: vi.fn(),
  loadRemoteModule: vi.fn(async () => ({ routes: [{ path: '/nft', page: () => pageCode }] })),
}));
const { createRoot } = await import('react-dom/client');
const { RemoteRoute } = await import('./remote-route');

/** Lets React's scheduler and the promises run (real macrotasks; no timer is advanced). */
const settle = async () => {
  for (let i = 0; i < 30; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('a remote’s page on its first load', () => {
  it('commits as soon as its code is in, not when React’s 300 ms throttle of Suspense retries ends', async () => {
    // Outside act(): act() commits retries at once, which would hide the throttle.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(<RemoteRoute remote="nft" path="/nft" />);
    await settle();
    expect(host.querySelector('[data-testid="remote-loading"]')).not.toBeNull();
    arrive();
    await settle();
    expect(host.querySelector('h1')?.textContent).toBe('NFT');
    expect(host.querySelector('[data-testid="remote-loading"]')).toBeNull();
  });
});
