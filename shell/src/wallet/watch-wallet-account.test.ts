import { describe, expect, it, vi } from 'vitest';
import { watchWalletAccount, type AccountWatchDeps } from './watch-wallet-account';
import { fakeEthereum } from './testing/fake-ethereum';
import { fakeTron, TEST_TRON_ADDRESS } from './testing/fake-tron';

const OTHER_ETH = '0x1111111111111111111111111111111111111111';
const OTHER_TRON = 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy';

/** A page with the given wallets and session; message events are dispatched by hand. */
function page(session: { isWallet: boolean; walletAddress: string | null }, host: AccountWatchDeps['host'], fromOwnWindow = true) {
  const events = new EventTarget();
  const signOut = vi.fn(async () => undefined);
  const reload = vi.fn();
  const stop = watchWalletAccount({
    host,
    events: events as unknown as AccountWatchDeps['events'],
    // Hand-dispatched events have no source: they stand for the page's own messages.
    isOwnWindow: (source) => fromOwnWindow && source === null,
    session: () => ({ ...session, signOut }),
    reload,
  });
  const tronLinkSays = (action: string, address: unknown) =>
    events.dispatchEvent(new MessageEvent('message', { data: { message: { action, data: { address } } } }));
  // Lets the async sign-out finish.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { events, signOut, reload, stop, tronLinkSays, settled };
}

describe('the wallet account watcher', () => {
  it('signs out and reloads when the Ethereum wallet switches to another account', async () => {
    const ethereum = fakeEthereum({ connected: true });
    const p = page({ isWallet: true, walletAddress: ethereum.wallet.address }, { ethereum });
    ethereum.emit('accountsChanged', [OTHER_ETH]);
    await p.settled();
    expect(p.signOut).toHaveBeenCalledOnce();
    expect(p.reload).toHaveBeenCalledOnce();
    expect(p.signOut.mock.invocationCallOrder[0]).toBeLessThan(p.reload.mock.invocationCallOrder[0]!);
  });

  it('stays signed in when the wallet reports the same account, in any casing, or none (locked)', async () => {
    const ethereum = fakeEthereum({ connected: true });
    const p = page({ isWallet: true, walletAddress: ethereum.wallet.address }, { ethereum });
    ethereum.emit('accountsChanged', [ethereum.wallet.address.toLowerCase()]);
    ethereum.emit('accountsChanged', []);
    await p.settled();
    expect(p.signOut).not.toHaveBeenCalled();
  });

  it('ignores account changes when the session is not a wallet session', async () => {
    const ethereum = fakeEthereum();
    const p = page({ isWallet: false, walletAddress: null }, { ethereum });
    ethereum.emit('accountsChanged', [OTHER_ETH]);
    await p.settled();
    expect(p.signOut).not.toHaveBeenCalled();
    expect(ethereum.methods).toEqual([]);
  });

  it('follows TronLink account messages for a TRON session', async () => {
    const tron = fakeTron();
    const p = page({ isWallet: true, walletAddress: TEST_TRON_ADDRESS }, { tronWeb: tron.tronWeb, tronLink: tron.tronLink });
    p.tronLinkSays('setAccount', TEST_TRON_ADDRESS);
    p.tronLinkSays('accountsChanged', false);
    await p.settled();
    expect(p.signOut).not.toHaveBeenCalled();
    p.tronLinkSays('accountsChanged', OTHER_TRON);
    await p.settled();
    expect(p.signOut).toHaveBeenCalledOnce();
    expect(p.reload).toHaveBeenCalledOnce();
  });

  it("does not let the other chain's wallet end the session", async () => {
    const ethereum = fakeEthereum({ connected: true });
    const p = page({ isWallet: true, walletAddress: TEST_TRON_ADDRESS }, { ethereum });
    ethereum.emit('accountsChanged', [OTHER_ETH]);
    await p.settled();
    expect(p.signOut).not.toHaveBeenCalled();
  });

  it('notices an account switched while the app was closed (read-only eth_accounts at boot)', async () => {
    const ethereum = fakeEthereum({ connected: true });
    const p = page({ isWallet: true, walletAddress: OTHER_ETH }, { ethereum });
    await p.settled();
    expect(ethereum.methods).toEqual(['eth_accounts']);
    expect(p.signOut).toHaveBeenCalledOnce();
  });

  it('signs out once even when several reports arrive together', async () => {
    const ethereum = fakeEthereum({ connected: true });
    const p = page({ isWallet: true, walletAddress: ethereum.wallet.address }, { ethereum });
    ethereum.emit('accountsChanged', [OTHER_ETH]);
    ethereum.emit('accountsChanged', [OTHER_ETH]);
    await p.settled();
    expect(p.signOut).toHaveBeenCalledOnce();
  });

  it('watches a wallet injected after boot, and stops watching when asked', async () => {
    const host: AccountWatchDeps['host'] = {};
    const p = page({ isWallet: true, walletAddress: OTHER_ETH }, host);
    const ethereum = fakeEthereum();
    host.ethereum = ethereum;
    p.events.dispatchEvent(new Event('ethereum#initialized'));
    expect(ethereum.listenerCount('accountsChanged')).toBe(1);
    p.stop();
    expect(ethereum.listenerCount('accountsChanged')).toBe(0);
  });

  it('ignores messages from other windows', async () => {
    const tron = fakeTron();
    const p = page({ isWallet: true, walletAddress: TEST_TRON_ADDRESS }, { tronWeb: tron.tronWeb }, false);
    p.tronLinkSays('accountsChanged', OTHER_TRON);
    await p.settled();
    expect(p.signOut).not.toHaveBeenCalled();
  });
});
