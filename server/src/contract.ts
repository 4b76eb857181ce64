/**
 * The response shapes this server answers with: the front end's own contract types, imported
 * (types only, nothing runs) so that the two cannot drift apart. The HTTP shapes are in
 * packages/api (one file per domain), the market socket's in packages/platform's protocol.
 */
import type { ACCOUNT_TYPES as ContractAccountTypes, CAPTCHA_REQUIRED as ContractCaptchaRequired } from '@atrium/api';
import type { QUOTE_REFUSED as ContractQuoteRefused } from '@atrium/api';
import type { USER_SOCKET_REFUSED as ContractRefusedCode } from '@atrium/platform/protocol';

export type {
  AssetEntry,
  CoinEntry,
  CoinLists,
  CountryCode,
  CountryCodeGroup,
  DictItem,
  DownloadEntry,
  LanguageItem,
  MenuEntry,
  MethodFlags,
  Mail,
  DefiActivityNotice,
  Notice,
  Rule,
  ServiceEntry,
  Settings,
  Banner,
  BannerHeadline,
  TabItem,
  UserInfo,
  VipLevel,
  WalletLoginPayload,
  WalletNonce,
  WalletType,
  KycInfo,
  KycStatus,
  WhitePaper,
  AccountType,
  AssetBalances,
  CoinBalance,
  DepositCoin,
  RechargeOrder,
  ReviewStatus,
  WithdrawCoin,
  SavedAddress,
  WithdrawOrder,
  FrozenAmount,
  SwapSymbol,
  CurrencyPrice,
  CurrencyExchangeResult,
  SwapQuote,
  SwapQuoteRequest,
  BankCard,
  TradeConfig,
  OrderType,
  ContractDirection,
  ContractOrderSubmit,
  ContractOrder,
  ContractOrderStatus,
  ContractPosition,
  PositionStatus,
  LossSetting,
  LossSettingSubmit,
  AdjustFlag,
  Period,
  SecondDirection,
  SecondContractOrderSubmit,
  SecondContractOrder,
  SecondOrderStatus,
  SecondOrderResult,
  SpotSide,
  SpotOrderSubmit,
  SpotOrder,
  SpotOrderStatus,
  KlineInterval as HistoryInterval,
  Candle,
  UserCoin,
  InviteSummary,
  Invitee,
  CommissionRecord,
  DefiIncome,
  DefiInvestment,
  DefiOrder,
  DefiOverview,
  FinanceOrder,
  FinanceOrderStatus,
  FinanceProduct,
  ProductAudience,
  ProductKind,
  VipStatus,
  LoanProduct,
  LoanOrder,
  LoanStatus,
  Launch,
  LaunchStatus,
  SubscriptionOrder,
  SubscriptionStatus,
  UplanProduct,
  UplanOrder,
  UplanOrderStatus,
  UplanReviewStatus,
  NftCollection,
  NftAttribute,
  NftItem,
  NftSale,
  NftSort,
  NftPurchase,
} from '@atrium/api';
export type {
  ClientFrame,
  Kline,
  MarketChannel,
  MarketDetail,
  ServerFrame,
  Trade,
  Depth,
  DepthLevel,
  UserClientFrame,
  UserServerFrame,
  Settlement,
  PositionEvent,
  LoanEvent,
  PositionReason,
} from '@atrium/platform/protocol';

/** signType of spec §3/§9: 1 email, 2 phone, 3 username, 0 wallet. */
export const SIGN_TYPE = { wallet: 0, email: 1, phone: 2, username: 3 } as const;

/**
 * protocol.ts's close code of a refused user socket. A value is needed here and the contract is
 * imported for its types only (nothing of the front end runs in the server); the type ties the
 * two, so a change on either side fails the type check.
 */
export const USER_SOCKET_REFUSED: typeof ContractRefusedCode = 4401;

/** asset.ts's account types, tied to the contract by their type like USER_SOCKET_REFUSED. */
export const ACCOUNT_TYPES: typeof ContractAccountTypes = ['funding', 'spot', 'contract'] as const;

/** The client's body code of "solve the image code first" (error-catalogue.ts), tied like USER_SOCKET_REFUSED. */
export const CAPTCHA_REQUIRED: typeof ContractCaptchaRequired = 428;
/** A swap's quote can no longer be filled: msg "The price changed", a fresh quote as data (CONTRACT-DELTA "Quoted swaps"). */
export const QUOTE_REFUSED: typeof ContractQuoteRefused = 409;
