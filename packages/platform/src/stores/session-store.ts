import { create } from 'zustand';
import { getInfo, loginOut, type AssetEntry, type UserInfo } from '@atrium/api';
import { storage } from '../storage';
import { followRead, type ReadStatus } from './follow-read';

export interface SessionState {
  token: string | null;
  isSign: boolean;
  userInfo: UserInfo['user'] | null;
  asset: AssetEntry[];
  allEarn: string;
  isWallet: boolean;
  walletAddress: string | null;
  /** Where the last user-info read stands (followRead: a failed one is tried again when back online). */
  userInfoStatus: ReadStatus;
}

export interface SessionActions {
  /** After a successful sign-in: store the token and set the signed flag (spec §4). */
  signIn(token: string, wallet?: { address: string }): void;
  /** Fetch getInfo and keep asset, allEarn and the user (only with a token, spec §6). */
  refreshUserInfo(): Promise<UserInfo | null>;
  /**
   * Sign-out (spec §4): ends the session on the server too (so the token dies there), then clears
   * local and session storage and resets the store. The local part never waits for the network.
   */
  signOut(): Promise<void>;
  /** Forget the session locally only: for a token the server already refused. */
  dropSession(): void;
}

const signedOut: SessionState = {
  token: null,
  isSign: false,
  userInfo: null,
  asset: [],
  allEarn: '0',
  isWallet: false,
  walletAddress: null,
  userInfoStatus: 'loading',
};

function persisted(): SessionState {
  const token = storage.get('TOKEN');
  const info = storage.getJson<UserInfo>('USER_INFO');
  const walletAddress = token ? storage.get('WALLET') : null;
  return {
    ...signedOut,
    token,
    isSign: Boolean(token),
    isWallet: Boolean(walletAddress),
    walletAddress,
    userInfo: token ? (info?.user ?? null) : null,
    asset: token ? (info?.asset ?? []) : [],
    allEarn: token ? (info?.allEarn ?? '0') : '0',
  };
}

const follow = followRead(
  { get: () => useSessionStore.getState().userInfoStatus, set: (userInfoStatus) => useSessionStore.setState({ userInfoStatus }) },
  () => useSessionStore.getState().refreshUserInfo(),
);

/** The one session store (rule 7): the shell writes it, remotes read it through hooks. */
export const useSessionStore = create<SessionState & SessionActions>()((set, get) => ({
  ...signedOut,
  signIn(token, wallet) {
    storage.set('TOKEN', token);
    // A session is a wallet session only when this sign-in says so: never a previous one's address.
    if (wallet) storage.set('WALLET', wallet.address);
    else storage.remove('WALLET');
    set({ token, isSign: true, isWallet: Boolean(wallet), walletAddress: wallet?.address ?? null });
  },
  async refreshUserInfo() {
    if (!get().token) return null;
    const info = await follow(getInfo());
    storage.setJson('USER_INFO', info);
    set({ userInfo: info.user, asset: info.asset, allEarn: info.allEarn });
    return info;
  },
  async signOut() {
    const ending = get().token ? loginOut().catch(() => undefined) : Promise.resolve();
    // The client still holds the token while loginOut is sent; everything local goes at once.
    get().dropSession();
    await ending;
  },
  dropSession() {
    storage.clearAll();
    set(signedOut);
  },
}));

/** Reads the persisted session once storage has its tenant prefix (called by the shell at boot). */
export function restoreSession(): void {
  useSessionStore.setState(persisted());
}
