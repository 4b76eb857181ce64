/**
 * @atrium/platform: the contract between the shell and the remotes. Shared as a strict
 * singleton: a remote built against another major version is refused.
 */
export {
  CONTRACT_VERSION,
  federationName,
  remoteOfFederationId,
  type RemoteName,
  type RouteData,
  type RouteTable,
  type RemoteRoute,
  type RemoteModule,
  type PageModule,
} from './contract';
export type { FirstRead } from './first-reads';
export { Link, useLocation, useNavigate, useParams, useSearchParams, type LinkProps } from './navigation';
export { satisfiesCaret } from './version-range';
export {
  checkCompatibility,
  releaseNeeds,
  shellOffer,
  type Compatibility,
  type ReleaseNeeds,
  type ShellOffer,
  type SharedDeclaration,
} from './compatibility';
export {
  readTenantConfig,
  websocketBaseFor,
  DEFAULT_FLAGS,
  DEFAULT_CAPABILITIES,
  TenantConfigError,
  type TenantConfig,
  type TenantFlags,
  type TenantCapabilities,
  type RemoteDeployment,
  type RemoteRelease,
  type SignUpType,
} from './tenant-config';
export { setTenant, tenant } from './tenant';
export { useRouteDirectory, knowShellPaths, knowRouteTable, settleRouteDirectory, type RouteDirectory } from './route-directory';
export { remoteOwning, pathEnabled, routeServing, matchesRoutePath, tenantMadePublic } from './path-ownership';
export { usePathEnabled } from './use-path-enabled';
export {
  readWalletConfig,
  approvalsPage,
  WalletConfigError,
  type WalletConfig,
  type WalletChain,
  type WalletToken,
  type WalletSpender,
  type ChainKind,
} from './wallet-config';
export { storage, setStoragePrefix, STORAGE_KEYS, type StorageKey, sessionStore, SESSION_KEYS, type SessionKey } from './storage';
export { useSessionStore, restoreSession, type SessionState, type SessionActions } from './stores/session-store';
export { useSettingsStore, restoreSettings, type SettingsState } from './stores/settings-store';
export { type ReadStatus } from './stores/follow-read';
export { FIRST_READ_LIMIT_MS } from './stores/first-read-limit';
export { useCoinStore, restoreCoins, allCoins, type CoinState } from './stores/coin-store';
export { useWatchlistStore, isWatched, type WatchlistState } from './stores/watchlist-store';
export { useMainStore, restorePreferences, type MainState, type UpColor } from './stores/main-store';
export { displaySymbol, coinKey, isMt5, acceptsPriceUpdate } from './coins/display';
export { MarketHub, RECONNECT_DELAY_MS, type ConnectionStatus } from './realtime/market-hub';
export { marketHub, userSocket, useMarketDetail, useMarketStatus, useMarketStaleSince } from './realtime/hub';
export { ReconnectingSocket } from './realtime/reconnecting-socket';
export { UserSocket } from './realtime/user-socket';
export { reconnectDelay, FIRST_RETRY_MS, MAX_RETRY_MS } from './realtime/backoff';
export { browserEnvironment, type SocketEnvironment } from './realtime/socket-environment';
export { detailFromCoin } from './coins/snapshot';
export type {
  MarketChannel,
  MarketDetail,
  Kline,
  Trade,
  Depth,
  DepthLevel,
  ClientFrame,
  ServerFrame,
  UserClientFrame,
  UserServerFrame,
  Settlement,
  PositionEvent,
  LoanEvent,
  PositionReason,
} from './realtime/protocol';
export { USER_SOCKET_REFUSED } from './realtime/protocol';
export { overlays, attachOverlayHandler, type OverlayRequest } from './overlay-channel';
export { externalUrl } from './external-url';
export {
  serviceAction,
  serviceEntryLink,
  usableServiceEntries,
  currentServiceOptions,
  type ServiceAction,
  type ServiceTarget,
  type UsableServiceEntry,
} from './customer-service';
export { TIME_ZONES, DEFAULT_TIME_ZONE, DEFAULT_TIME_FORMAT, DATE_FORMATS, LOCALE_DATE_ORDER, offsetLabel } from './time/time-zones';
export { formatDateTime, validityDays, type DateTimeOptions } from './time/format-date-time';
export { parseServerTime } from './time/server-time';
export { useFormatDateTime, type FormatOptions } from './time/use-format-date-time';
