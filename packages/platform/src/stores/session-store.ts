import { create } from 'zustand';
import { getInfo, type AssetEntry, type UserInfo } from '@atrium/api';
import { storage } from '../storage';

export interface SessionState {
  token: string | null;
  isSign: boolean;
  userInfo: UserInfo['user'] | null;
  asset: AssetEntry[];
  allEarn: string;
  isWallet: boolean;
  walletAddress: string | null;
}

export interface SessionActions {
  /** After a successful sign-in: store the token and set the signed flag (spec §4). */
  signIn(token: string, wallet?: { address: string }): void;
  /** Fetch getInfo and keep asset, allEarn and the user (only with a token, spec §6). */
  refreshUserInfo(): Promise<UserInfo | null>;
  /** Clear local and session storage and reset the store (spec §4). */
  signOut(): void;
}

const signedOut: SessionState = {
  token: null,
  isSign: false,
  userInfo: null,
  asset: [],
  allEarn: '0',
  isWallet: false,
  walletAddress: null,
};

function persisted(): SessionState {
  const token = storage.get('TOKEN');
  const info = storage.getJson<UserInfo>('USER_INFO');
  return {
    ...signedOut,
    token,
    isSign: Boolean(token),
    userInfo: token ? (info?.user ?? null) : null,
    asset: token ? (info?.asset ?? []) : [],
    allEarn: token ? (info?.allEarn ?? '0') : '0',
  };
}

/** The one session store (rule 7): the shell writes it, remotes read it through hooks. */
export const useSessionStore = create<SessionState & SessionActions>()((set, get) => ({
  ...signedOut,
  signIn(token, wallet) {
    storage.set('TOKEN', token);
    set({ token, isSign: true, isWallet: Boolean(wallet), walletAddress: wallet?.address ?? null });
  },
  async refreshUserInfo() {
    if (!get().token) return null;
    const info = await getInfo();
    storage.setJson('USER_INFO', info);
    set({ userInfo: info.user, asset: info.asset, allEarn: info.allEarn });
    return info;
  },
  signOut() {
    storage.clearAll();
    set(signedOut);
  },
}));

/** Reads the persisted session once storage has its tenant prefix (called by the shell at boot). */
export function restoreSession(): void {
  useSessionStore.setState(persisted());
}
