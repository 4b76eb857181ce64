import { http, type CallOptions, type Ok, type UploadOptions } from './client';
import type { TextLang } from './text-lang';

/** A bottom tab of the shell (spec §3 "Tab item"). */
export interface TabItem {
  key: string;
  isOpen: boolean;
  linkUrl: string;
  imgUrl: string;
  checkedImgUrl: string;
}

/** A language the tenant offers (spec §3 "Language item"): dictValue is the locale code. */
export interface LanguageItem {
  dictValue: string;
  remark: string;
  imgUrl: string;
}

/** Which sign-in or sign-up methods are open (spec §2, §3). */
export interface MethodFlags {
  ordinaryIsOpen: boolean;
  emailIsOpen: boolean;
  phoneIsOpen: boolean;
}

/** An app-store link; isOpen is the string "true" when enabled (spec §3). */
export interface DownloadEntry {
  name: 'android' | 'ios' | string;
  url: string;
  isOpen: string;
}

/** A customer-service entry (spec §3). */
export interface ServiceEntry {
  url: string;
  imgUrl: string;
  callback?: string;
  getUrl?: string;
}

/**
 * A home-screen banner (settings.playing): a picture without words, and its headline drawn over
 * it as text in the reader's language. The settings are read before the app knows the reader's
 * language and are the same for every language (they are preloaded by the page: early-gets), so a
 * banner carries its headline in every language the server has, by locale code, `en` among them;
 * the screen takes its own language's, else English (marked as such). Absent on a banner whose
 * picture says it all (older servers: a picture with its words in it).
 */
export interface Banner {
  imgUrl: string;
  linkUrl: string;
  headlines?: Partial<Record<string, BannerHeadline>>;
}

export interface BannerHeadline {
  title: string;
  subtitle: string;
}

export interface MenuEntry {
  key: string;
  isOpen: boolean;
  linkUrl?: string;
  imgUrl?: string;
}

export interface VipLevel {
  level: number;
  name: string;
  minAsset: string;
}

/** Everything of `GET /api/common/getAllSetting`: persisted locally and used for the first paint. */
export interface Settings {
  appSidebar: MenuEntry[];
  assetCoins: { coin: string; coinName: string }[];
  withdrawalChannels: { coin: string; chains: string[] }[];
  defiIncome: { minAmount: string; maxAmount: string; rate: string }[];
  /** Symbols shown on the home screen, e.g. "btcusdt". */
  homeCoins: string[];
  loginMethods: MethodFlags;
  registerMethods: MethodFlags;
  /** Image captcha on the account sign-in tab. */
  loginCaptcha: boolean;
  middleMenu: MenuEntry[];
  tab: TabItem[];
  playing: Banner[];
  bottomMenu: MenuEntry[];
  downloads: DownloadEntry[];
  /** The wordmark for light headers. */
  logo: string;
  /**
   * Beyond the spec (server/CONTRACT-DELTA.md): the wordmark with light lettering for dark
   * headers. Without it the shell sets `logo` on a light plate in the dark theme.
   */
  logoDark?: string;
  /** MARKET_URL: h5Code turns on the sign-up image code. */
  marketUrl: { url: string; h5Code: boolean };
  vip: { levels: VipLevel[]; rules: string };
  supportStaff: ServiceEntry[];
  languages: LanguageItem[];
  timeZone: string;
  /**
   * The tenant is a demonstration (issue 21): its deposit addresses may be the server's built-in
   * ones, which nobody holds keys to (shown with a "demo address" warning). A production server
   * refuses those to a tenant without it.
   */
  demo?: boolean;
}

/** A coin list entry (spec §3). */
export interface CoinEntry {
  baseCoin: string;
  coin: string;
  symbol: string;
  showSymbol: string;
  /** 2: show showSymbol instead of the symbol. */
  customizeFlag: number;
  market: string;
  /** 3: an MT5 coin. */
  coinType: number;
  amount: string;
  open: string;
  logo: string;
}

export interface CoinLists {
  coinList: CoinEntry[];
  currencyList: CoinEntry[];
  contractList: CoinEntry[];
}

export interface WhitePaper {
  url: string;
  enabled: boolean;
}

export interface DictItem {
  dictValue: string;
  dictLabel: string;
  /** The language of dictLabel. */
  lang?: TextLang;
}

/** GET /api/common/getAllSetting (spec §7; the page may have asked for it already: early-responses.ts). */
export const getAllSetting = (options?: CallOptions) => http.get<Ok<Settings>>('/common/getAllSetting', options).then((r) => r.data.data);
/** GET /api/common/getCoinList (spec §7; early too). */
export const getCoinList = (options?: CallOptions) => http.get<Ok<CoinLists>>('/common/getCoinList', options).then((r) => r.data.data);
/** GET /api/common/getMt5Amount?coin (spec §7): an MT5 coin's (coinType 3) 24 h volume, a decimal string. */
export const getMt5Amount = (coin: string, options?: CallOptions) =>
  http.get<Ok<string>>('/common/getMt5Amount', { ...options, params: { coin }, silent: true }).then((r) => r.data.data);
export const getWhitePaperSetting = (options?: CallOptions) =>
  http.post<Ok<WhitePaper | null>>('/common/getWhitePaperSetting', {}, options).then((r) => r.data.data);
/** A dictionary (spec §7); a quiet call: its failure shows nothing (spec §8, quiet-endpoints.ts). */
export const getDictionary = (type: string, options?: CallOptions) =>
  http.post<Ok<DictItem[]>>(`/common/type/${encodeURIComponent(type)}`, {}, options).then((r) => r.data.data);

/** Image types and size the upload accepts (checked here and on the server). */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Uploads a file (POST multipart /api/common/upload/OSS); the answer is the stored file's URL.
 * The identity documents and the deposit proof go through here before their own calls, which
 * carry only the URL: `onUploadProgress` drives a progress bar, `signal` cancels.
 */
export const uploadFile = (file: Blob, name = 'file', options?: UploadOptions) => {
  const form = new FormData();
  form.append('file', file, name);
  return http.post<Ok<{ url: string }>>('/common/upload/OSS', form, options).then((r) => r.data.data);
};

/**
 * One of the user's own uploaded files (a `/api/common/file/…` URL): served with the token only,
 * so it is fetched here rather than by an <img>. Resolves with the file's bytes. A GET, where
 * every other call of ours is a POST: a download (server/CONTRACT-DELTA.md "Methods").
 */
export const fetchOwnFile = (url: string, options?: CallOptions) =>
  http
    .get<Blob>(url.replace(/^(https?:\/\/[^/]+)?\/api(?=\/)/, ''), { ...options, responseType: 'blob', silent: true })
    .then((r) => r.data);
