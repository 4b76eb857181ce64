import type { WalletType } from '@atrium/api';
import { useSessionStore } from '@atrium/platform';
import { browserWalletHost, ethereumOf, tronWebOf, type Eip1193Provider, type WalletHost } from './injected-wallets';
import { sameWalletAddress, walletTypeOfAddress } from './wallet-address';

/** What the watcher needs from the page: overridable in tests. */
export interface AccountWatchDeps {
  host: WalletHost;
  /** The page's message events (TronLink talks through window.postMessage). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Only messages from the page itself count: TronLink posts to its own window, a frame cannot. */
  isOwnWindow(source: MessageEventSource | null): boolean;
  session(): { isWallet: boolean; walletAddress: string | null; signOut(): Promise<void> };
  reload(): void;
}

const pageDeps = (): AccountWatchDeps => ({
  host: browserWalletHost(),
  events: window,
  isOwnWindow: (source) => source === window,
  session: () => useSessionStore.getState(),
  reload: () => window.location.reload(),
});

/** TronLink's window messages that name the current account (`data.message.action`). */
const TRON_ACCOUNT_ACTIONS = new Set(['accountsChanged', 'setAccount']);

function tronAccountOf(data: unknown): string | null {
  const message = (data as { message?: { action?: unknown; data?: { address?: unknown } } } | null)?.message;
  if (!message || typeof message.action !== 'string' || !TRON_ACCOUNT_ACTIONS.has(message.action)) return null;
  const address = message.data?.address;
  return typeof address === 'string' && address !== '' ? address : null;
}

const firstAccount = (accounts: unknown): string | null =>
  Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;

/**
 * Wallet account change (spec §4): while the session is a wallet session, a wallet of the same
 * chain that reports another account signs the user out and reloads. A locked wallet (no
 * account) is not another account and changes nothing; nor does the other chain's wallet.
 * The account the wallet holds at boot is checked too (read-only: eth_accounts), so switching
 * accounts while the app was closed counts as well. Returns a function that stops watching.
 */
export function watchWalletAccount(overrides: Partial<AccountWatchDeps> = {}): () => void {
  const deps = { ...pageDeps(), ...overrides };
  let ending = false;

  async function reported(type: WalletType, account: string | null): Promise<void> {
    const { isWallet, walletAddress, signOut } = deps.session();
    if (ending || !isWallet || !walletAddress || !account) return;
    if (walletTypeOfAddress(walletAddress) !== type || sameWalletAddress(account, walletAddress)) return;
    ending = true;
    await signOut();
    deps.reload();
  }

  const onEthereumAccounts = (accounts: unknown) => void reported('ETH', firstAccount(accounts));
  const onMessage = (event: Event) => {
    const { data, source } = event as MessageEvent;
    if (!deps.isOwnWindow(source)) return;
    const account = tronAccountOf(data);
    if (account) void reported('TRON', account);
  };

  let watched: Eip1193Provider | undefined;
  const watchEthereum = () => {
    const provider = ethereumOf(deps.host);
    if (!provider || watched === provider) return;
    watched = provider;
    provider.on?.('accountsChanged', onEthereumAccounts);
    if (deps.session().isWallet) provider.request({ method: 'eth_accounts' }).then(onEthereumAccounts, () => undefined);
  };

  watchEthereum();
  // Some mobile wallets inject after the page has started; they announce it with this event.
  deps.events.addEventListener('ethereum#initialized', watchEthereum);
  deps.events.addEventListener('message', onMessage);
  const tronAtBoot = tronWebOf(deps.host)?.defaultAddress?.base58;
  if (tronAtBoot) void reported('TRON', tronAtBoot);

  return () => {
    watched?.removeListener?.('accountsChanged', onEthereumAccounts);
    deps.events.removeEventListener('ethereum#initialized', watchEthereum);
    deps.events.removeEventListener('message', onMessage);
  };
}
