import { describe, expect, it, vi } from 'vitest';
import { readTenantConfig, setTenant, useSessionStore, type RemoteName, type RouteTable } from '@atrium/platform';

// The router's data only: no screen renders here.
vi.mock('../layout/app-layout', () => ({ AppLayout: () => null }));
vi.mock('../layout/boot-skeleton', () => ({ BootSkeleton: () => null }));
vi.mock('./remote-route', () => ({ RemoteRoute: () => null }));
vi.mock('./dead-remote-route', () => ({ DeadRemoteRoute: () => null }));
const { createAppRouter } = await import('./router');

setTenant(
  readTenantConfig(
    {
      env: 'test',
      production: false,
      brand: { productName: 'Test' },
      releases: 'https://cdn.example',
      remotes: { funds: { enabled: true, version: '1.0.0', prefixes: ['/assets'] }, nft: { enabled: true, version: '1.0.0', prefixes: ['/nft'] } },
    },
    'https://x',
  ),
);
// Signed in: the guard lets a remote's screen through.
useSessionStore.setState({ isSign: true });
const table = (remote: string, path: string): RouteTable => ({ remote, version: '1.0.0', contract: '^3.0.0', routes: [{ path, public: true, titleKey: 'x' }] });

describe('the router on a remote’s deep link', () => {
  it('matches the page with its owner’s table while another table is still on its way, and that remote’s path once its table arrives', async () => {
    let nftArrives!: () => void;
    const nftTable = new Promise<void>((resolve) => (nftArrives = resolve)).then(() => table('nft', '/nft'));
    const source = {
      for: async (pathname: string): Promise<Map<RemoteName, RouteTable>> =>
        pathname === '/assets' ? new Map([['funds', table('funds', '/assets')]]) : new Map([['funds', table('funds', '/assets')], ['nft', await nftTable]]),
    };
    history.replaceState(null, '', '/assets');
    const router = createAppRouter(source);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.matches.at(-1)?.route.id).toBe('funds:/assets');

    const toNft = router.navigate('/nft');
    nftArrives();
    await toNft;
    expect(router.state.matches.at(-1)?.route.id).toBe('nft:/nft');
    router.dispose();
  });
});
