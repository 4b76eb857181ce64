/**
 * The response shapes this server answers with: the front end's own contract types, imported
 * (types only, nothing runs) so that the two cannot drift apart. The HTTP shapes are in
 * packages/api (one file per domain), the market socket's in packages/platform's protocol.
 */
export type {
  AssetEntry,
  CoinEntry,
  CoinLists,
  DictItem,
  DownloadEntry,
  LanguageItem,
  MenuEntry,
  MethodFlags,
  Notice,
  Rule,
  ServiceEntry,
  Settings,
  TabItem,
  UserInfo,
  VipLevel,
  WhitePaper,
} from '@atrium/api';
export type { ClientFrame, Kline, MarketChannel, MarketDetail, ServerFrame, Trade } from '@atrium/platform/protocol';

/** signType of spec §3/§9: 1 email, 2 phone, 3 username, 0 wallet. */
export const SIGN_TYPE = { wallet: 0, email: 1, phone: 2, username: 3 } as const;
