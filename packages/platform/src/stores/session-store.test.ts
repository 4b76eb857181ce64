import { beforeEach, describe, expect, it, vi } from 'vitest';

const loginOut = vi.fn(async () => ({ code: 200, msg: 'ok', data: null }));
vi.mock('@atrium/api', () => ({ loginOut, getInfo: vi.fn() }));

const { useSessionStore, restoreSession } = await import('./session-store');
const { setStoragePrefix, storage } = await import('../storage');

beforeEach(() => {
  localStorage.clear();
  loginOut.mockClear();
  setStoragePrefix('Test');
});

describe('the session store', () => {
  it('stores the token and sets the signed flag on sign-in, and restores them', () => {
    useSessionStore.getState().signIn('tok');
    expect(storage.get('TOKEN')).toBe('tok');
    useSessionStore.setState({ token: null, isSign: false });
    restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok', isSign: true });
  });

  it('signs out on the server too, and clears everything locally at once', async () => {
    useSessionStore.getState().signIn('tok');
    sessionStorage.setItem('x', '1');
    const done = useSessionStore.getState().signOut();
    expect(useSessionStore.getState().isSign).toBe(false);
    expect(storage.get('TOKEN')).toBeNull();
    expect(sessionStorage.getItem('x')).toBeNull();
    await done;
    expect(loginOut).toHaveBeenCalledOnce();
  });

  it('drops a refused session without calling the server', () => {
    useSessionStore.getState().signIn('tok');
    useSessionStore.getState().dropSession();
    expect(useSessionStore.getState().token).toBeNull();
    expect(loginOut).not.toHaveBeenCalled();
  });

  it('keeps a wallet session a wallet session across a reload', () => {
    useSessionStore.getState().signIn('tok', { address: '0xAbC0000000000000000000000000000000000001' });
    expect(useSessionStore.getState()).toMatchObject({ isWallet: true, walletAddress: '0xAbC0000000000000000000000000000000000001' });
    useSessionStore.setState({ isWallet: false, walletAddress: null });
    restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ isSign: true, isWallet: true, walletAddress: '0xAbC0000000000000000000000000000000000001' });
  });

  it('does not carry a previous wallet into an account sign-in', () => {
    useSessionStore.getState().signIn('tok1', { address: 'TXYZ' });
    useSessionStore.getState().signIn('tok2');
    restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok2', isWallet: false, walletAddress: null });
  });

  it('forgets the wallet with the rest on sign-out', async () => {
    useSessionStore.getState().signIn('tok', { address: 'TXYZ' });
    await useSessionStore.getState().signOut();
    restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ isSign: false, isWallet: false, walletAddress: null });
  });

  it('does not read a wallet without a token', () => {
    storage.set('WALLET', 'TXYZ');
    restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ isWallet: false, walletAddress: null });
  });
});
