/**
 * The response shapes this server answers with. They mirror, field for field, the shell team's
 * contract files: packages/api/src/common.ts (Settings, CoinEntry, CoinLists, WhitePaper,
 * DictItem), packages/api/src/notice.ts (Notice, Rule), packages/api/src/user.ts (UserInfo) and
 * packages/platform/src/realtime/protocol.ts (the market socket). The server does not import
 * them (packages never reach into server/ and the reverse keeps the two buildable apart); a
 * change there must be made here too.
 */

export interface TabItem { key: string; isOpen: boolean; linkUrl: string; imgUrl: string; checkedImgUrl: string }
export interface LanguageItem { dictValue: string; remark: string; imgUrl: string }
export interface MethodFlags { ordinaryIsOpen: boolean; emailIsOpen: boolean; phoneIsOpen: boolean }
export interface DownloadEntry { name: string; url: string; isOpen: string }
export interface ServiceEntry { url: string; imgUrl: string; callback?: string; getUrl?: string }
export interface MenuEntry { key: string; isOpen: boolean; linkUrl?: string; imgUrl?: string }
export interface VipLevel { level: number; name: string; minAsset: string }

export interface Settings {
  appSidebar: MenuEntry[];
  assetCoins: { coin: string; coinName: string }[];
  withdrawalChannels: { coin: string; chains: string[] }[];
  defiIncome: { minAmount: string; maxAmount: string; rate: string }[];
  homeCoins: string[];
  loginMethods: MethodFlags;
  registerMethods: MethodFlags;
  loginCaptcha: boolean;
  middleMenu: MenuEntry[];
  tab: TabItem[];
  playing: { imgUrl: string; linkUrl: string }[];
  bottomMenu: MenuEntry[];
  downloads: DownloadEntry[];
  logo: string;
  marketUrl: { url: string; h5Code: boolean };
  vip: { levels: VipLevel[]; rules: string };
  supportStaff: ServiceEntry[];
  languages: LanguageItem[];
  timeZone: string;
}

export interface CoinEntry {
  baseCoin: string;
  coin: string;
  symbol: string;
  showSymbol: string;
  customizeFlag: number;
  market: string;
  coinType: number;
  amount: string;
  open: string;
  logo: string;
}

export interface CoinLists { coinList: CoinEntry[]; currencyList: CoinEntry[]; contractList: CoinEntry[] }
export interface WhitePaper { url: string; enabled: boolean }
export interface DictItem { dictValue: string; dictLabel: string }

export interface Notice {
  id: number;
  key: string;
  modelKey: string | null;
  title: string;
  summary: string;
  content: string;
  imgUrl: string | null;
  createTime: string;
}

export interface Rule { id: number; key: string; title: string; content: string }

export interface AssetEntry { coin: string; amount: string; frozen: string }
export interface UserInfo {
  asset: AssetEntry[];
  allEarn: string;
  user: {
    userId: number;
    loginName: string;
    email: string | null;
    phone: string | null;
    status: number;
    inviteCode: string;
    vipLevel: number;
  };
}

/** signType of spec §3/§9. */
export const SIGN_TYPE = { wallet: 0, email: 1, phone: 2, username: 3 } as const;

// The market socket (protocol.ts).
export type MarketChannel = 'DETAIL' | 'KLINE' | 'TRADE';
export interface MarketDetail {
  close: string;
  openPrice: string;
  change: string;
  priceChangePercent: string;
  volume: string;
  volume2: string;
  volume24: string;
  high24: string;
  low24: string;
  ts: number;
}
export interface Kline { time: number; open: string; high: string; low: string; close: string; volume: string }
export interface Trade { id: string; price: string; amount: string; direction: 'buy' | 'sell'; ts: number }
export type ClientFrame =
  | { type: 'subscribe' | 'unsubscribe'; channel: MarketChannel; symbol: string; interval?: string }
  | { type: 'ping' };
export type ServerFrame =
  | { type: 'HEARTBEAT'; ts: number }
  | { type: 'DETAIL'; symbol: string; data: MarketDetail }
  | { type: 'KLINE'; symbol: string; interval: string; data: Kline }
  | { type: 'TRADE'; symbol: string; data: Trade[] };
