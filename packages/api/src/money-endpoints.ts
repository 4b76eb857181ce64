/**
 * The one list of the endpoints that move money or change what protects it (issue 20). The
 * client and the reference server both read it (a plain module: no axios, no browser; the server
 * imports it as `@atrium/api/money-endpoints`):
 * - the client sends an Idempotency-Key on every one (idempotency-key.ts), and the spec's five
 *   (`specGuarded`) also keep the duplicate-submit guard of spec §7 (submit-guard.ts);
 * - the server registers each one, and only these, through its money-route helper
 *   (server/src/http/money-route.ts), which refuses a frozen account, honours the key, and is the
 *   only place the ledger may be posted to during a request.
 *
 * A frozen account (users.status 1) opens nothing new. What only unwinds (`frozenMayUse`: closing
 * or cancelling an order or position, adjusting its margin, redeeming a holding, repaying a loan,
 * taking an NFT off sale) stays open to it: it gives the user's own funds back into their
 * accounts, where withdraw, transfer and swap are refused, and refusing it would leave a frozen
 * user's positions to liquidation and their loans to run on. These still carry keys.
 */
export interface MoneyEndpoint {
  /** The path as the client calls it (after the `/api` base); `:name` is one path segment. */
  readonly path: string;
  /** POST unless told (a DELETE kept for clients built against @atrium/api 2.x). */
  readonly method?: 'DELETE';
  /** One of the spec's five submits (§7): also guarded against a repeat while one is in flight. */
  readonly specGuarded?: true;
  /** Open to a frozen account: it only unwinds (see above). */
  readonly frozenMayUse?: true;
}

export const MONEY_ENDPOINTS = [
  // Funds.
  { path: '/asset/transferFunds', specGuarded: true },
  { path: '/texchange/currencyExchange' },
  { path: '/recharge/submit', specGuarded: true },
  { path: '/withdraw/submit', specGuarded: true },
  // Where withdrawals may go, and what proves them: the address book, bank cards, the fund password.
  { path: '/withdraw/saveCacheAddress' },
  { path: '/withdraw/removeAddress' },
  { path: '/userBank/save' },
  { path: '/userBank/update' },
  { path: '/userBank/remove/:id' },
  { path: '/userBank/:id', method: 'DELETE' },
  { path: '/user/pwdSett' },
  { path: '/user/tardPwdSet' },
  // signType 2 changes the fund password (spec §7); one path cannot be half on the list, so
  // signType 1 (the login password) passes the same gate here. The client changes the login
  // password with /user/updateUserLoginPwd.
  { path: '/user/updatePwd' },
  // Trading: orders of every kind.
  { path: '/contract/order/submit', specGuarded: true },
  { path: '/contract/order/canCelOrder', frozenMayUse: true },
  { path: '/contract/stopPosition', frozenMayUse: true },
  { path: '/contract/stopOrder', frozenMayUse: true },
  { path: '/contract/adjustPositionMargn', frozenMayUse: true },
  { path: '/contract/adjustPositionAmout' },
  // flag 2 reduces the position; flag 1 adds to it, which the trading code refuses a frozen account itself.
  { path: '/contract/adjustAmount', frozenMayUse: true },
  // Take-profit and stop-loss only ever close.
  { path: '/contract/loss/sett', frozenMayUse: true },
  { path: '/contract/loss/cancel', frozenMayUse: true },
  { path: '/secondContractOrder/createSecondContractOrder' },
  { path: '/currency/order/submit', specGuarded: true },
  { path: '/currency/order/cancelOrder', frozenMayUse: true },
  // Earning and borrowing.
  { path: '/uplanOrder/createOrder' },
  { path: '/uplanOrder/appendOrder' },
  // Ends an overdue order for its principal less the stated penalty: it only unwinds.
  { path: '/uplanOrder/endOrder', frozenMayUse: true },
  { path: '/financial/buy' },
  { path: '/financial/redeem', frozenMayUse: true },
  { path: '/apiDefi/join' },
  { path: '/apiDefi/redeem', frozenMayUse: true },
  { path: '/loan/apply' },
  { path: '/loan/repay', frozenMayUse: true },
  { path: '/subscription/apply' },
  // NFT.
  { path: '/nft/buy' },
  { path: '/nft/list' },
  { path: '/nft/delist', frozenMayUse: true },
] as const satisfies readonly MoneyEndpoint[];

/** An entry's method. */
export const methodOf = (endpoint: MoneyEndpoint): 'POST' | 'DELETE' => endpoint.method ?? 'POST';

/** A path pattern as a regular expression: `:name` stands for one segment. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
const PATTERNS = MONEY_ENDPOINTS.map((endpoint) => ({ endpoint: endpoint as MoneyEndpoint, pattern: patternOf(endpoint.path) }));

/**
 * The list's entry a request goes to: by method and path (the path without the query and the
 * `/api` prefix, as the client and the server both write it), or undefined.
 */
export function moneyEndpointOf(method: string | undefined, path: string): MoneyEndpoint | undefined {
  const verb = (method ?? 'get').toUpperCase();
  return PATTERNS.find(({ endpoint, pattern }) => methodOf(endpoint) === verb && pattern.test(path))?.endpoint;
}
