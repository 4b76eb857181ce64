import { http, type CallOptions, type Ok, type Page, type SubmitOptions } from './client';

/**
 * The trading calls of spec §7 "Orders": the USDT-margined contract (`/api/contract/*`), the
 * second contract (fixed-period up/down, `/api/period/list` + `/api/secondContractOrder/*`) and
 * spot (`/api/currency/order/*`). The spec shows no payload shapes: these are Atrium's reading,
 * implemented by `server/` and written down in `server/CONTRACT-DELTA.md` ("Trading").
 *
 * Every amount and price is a decimal string. Symbols are the coin list's (`btcusdt`, `XAUUSD`).
 * Contract and second-contract orders use the user's `contract` account (USDT); spot uses the
 * `spot` account (USDT and the base coins). Times are ms since the epoch.
 */

export type OrderType = 'market' | 'limit';

/** The trading parameters the screens preview with (`GET /api/trade/config`, a delta). */
export interface TradeConfig {
  contract: {
    /** Leverage choices, ascending. */
    leverages: number[];
    /** Fee on the notional (margin × leverage), charged at open and at close. */
    feeRate: string;
    /** A position is liquidated when its equity falls to notional × maintenanceRate. */
    maintenanceRate: string;
    /** Smallest margin of an order, USDT. */
    minMargin: string;
  };
  spot: {
    /** Fee on what the user receives (base coin on a buy, USDT on a sell). */
    feeRate: string;
    /** Smallest order value, USDT. */
    minValue: string;
  };
}

// ---- Contract ------------------------------------------------------------------------------

export type ContractDirection = 'long' | 'short';

export interface ContractOrderSubmit {
  symbol: string;
  direction: ContractDirection;
  type: OrderType;
  /** The limit price (limit orders only). */
  price?: string;
  /** The margin, USDT. The position's notional is margin × leverage. */
  amount: string;
  leverage: number;
  /** Optional take-profit and stop-loss trigger prices, set on the position when it opens. */
  takeProfit?: string;
  stopLoss?: string;
}

/** 0 pending (a limit order waiting for its price), 1 filled, 2 cancelled. */
export type ContractOrderStatus = 0 | 1 | 2;

export interface ContractOrder {
  id: number;
  symbol: string;
  direction: ContractDirection;
  type: OrderType;
  /** The limit price; null for market orders. */
  price: string | null;
  amount: string;
  leverage: number;
  status: ContractOrderStatus;
  /** The fill price and the opening fee, once filled. */
  fillPrice: string | null;
  fee: string | null;
  /** The position the fill opened or added to. */
  positionId: number | null;
  takeProfit: string | null;
  stopLoss: string | null;
  createTime: number;
  updateTime: number;
}

/** 0 open, 1 closed by the user, 2 liquidated, 3 closed by take-profit, 4 closed by stop-loss. */
export type PositionStatus = 0 | 1 | 2 | 3 | 4;

export interface ContractPosition {
  id: number;
  symbol: string;
  direction: ContractDirection;
  leverage: number;
  /** Size in the base coin. */
  quantity: string;
  /** Average entry price. */
  entryPrice: string;
  /** Margin held for the position, USDT (isolated). */
  margin: string;
  /** Fees paid so far (opening, additions, closing). */
  fee: string;
  /** The price at which the position is liquidated (see TradeConfig.contract.maintenanceRate). */
  liquidationPrice: string;
  status: PositionStatus;
  /** Once closed: the closing price and the realised PnL (before fees). */
  closePrice: string | null;
  realisedPnl: string | null;
  takeProfit: string | null;
  stopLoss: string | null;
  createTime: number;
  closeTime: number | null;
}

/** A take-profit / stop-loss setting of an open position (`/api/contract/loss/*`). */
export interface LossSetting {
  id: number;
  positionId: number;
  symbol: string;
  direction: ContractDirection;
  takeProfit: string | null;
  stopLoss: string | null;
  createTime: number;
}

export interface LossSettingSubmit {
  positionId: number;
  /** At least one of the two; an empty string clears that trigger. */
  takeProfit?: string;
  stopLoss?: string;
}

/** adjustAmount's flag: 1 adds to the position, 2 reduces it (a partial close). */
export type AdjustFlag = 1 | 2;

export const getTradeConfig = (options?: CallOptions) => http.post<Ok<TradeConfig>>('/trade/config', {}, options).then((r) => r.data.data);

/** /api/contract/order/submit (body; a guarded submit). */
export const submitContractOrder = (order: ContractOrderSubmit, options?: SubmitOptions) =>
  http.post<Ok<ContractOrder>>('/contract/order/submit', order, options).then((r) => r.data.data);
/** /order/list?status: 0 current orders, 1 filled, 2 cancelled; omitted, every order newest first. */
export const listContractOrders = (status?: ContractOrderStatus, options?: CallOptions) =>
  http.post<Ok<ContractOrder[]>>('/contract/order/list', {}, { ...options, params: { status } }).then((r) => r.data.data);
export const cancelContractOrder = (id: number, options?: CallOptions) =>
  http.post<Ok<ContractOrder>>('/contract/order/canCelOrder', {}, { ...options, params: { id } }).then((r) => r.data.data);
/** /position/list?status: 0 open; 1 every closed one (closed, liquidated, TP, SL). */
export const listPositions = (status: 0 | 1, options?: CallOptions) =>
  http.post<Ok<ContractPosition[]>>('/contract/position/list', {}, { ...options, params: { status } }).then((r) => r.data.data);
/** Closes a position at the market price. */
export const stopPosition = (id: number, options?: CallOptions) =>
  http.post<Ok<ContractPosition>>('/contract/stopPosition', {}, { ...options, params: { id } }).then((r) => r.data.data);
/** Closes the position a filled order opened (the "close" of an order row). */
export const stopOrder = (id: number, options?: CallOptions) =>
  http.post<Ok<ContractPosition>>('/contract/stopOrder', {}, { ...options, params: { id } }).then((r) => r.data.data);
/** Adds margin (money > 0) to a position, or takes some back (money < 0) while it stays clear of liquidation. */
export const adjustPositionMargin = (id: number, money: string, options?: CallOptions) =>
  http.post<Ok<ContractPosition>>('/contract/adjustPositionMargn', {}, { ...options, params: { id, money } }).then((r) => r.data.data);
/** Adds `money` margin to a position at its leverage and the market price (the entry price averages). */
export const adjustPositionAmount = (id: number, money: string, options?: CallOptions) =>
  http.post<Ok<ContractPosition>>('/contract/adjustPositionAmout', {}, { ...options, params: { id, money } }).then((r) => r.data.data);
/** flag 1: as adjustPositionAmount; flag 2: closes `money` of the margin's share of the position at the market price. */
export const adjustAmount = (id: number, money: string, flag: AdjustFlag, options?: CallOptions) =>
  http.post<Ok<ContractPosition>>('/contract/adjustAmount', {}, { ...options, params: { id, money, flag } }).then((r) => r.data.data);
export const listLossSettings = (options?: CallOptions) =>
  http.post<Ok<LossSetting[]>>('/contract/loss/list', {}, options).then((r) => r.data.data);
export const saveLossSetting = (setting: LossSettingSubmit, options?: CallOptions) =>
  http.post<Ok<LossSetting>>('/contract/loss/sett', setting, options).then((r) => r.data.data);
export const cancelLossSetting = (id: number, options?: CallOptions) =>
  http.post<Ok<null>>('/contract/loss/cancel', {}, { ...options, params: { id } }).then((r) => r.data);

// ---- Second contract -----------------------------------------------------------------------

/** One period of the second contract: how long an order runs and what a win pays. */
export interface Period {
  id: number;
  /** Duration, seconds. */
  seconds: number;
  /** Profit of a win as a fraction of the amount ("0.85": a win of 100 returns 185). */
  payoutRate: string;
  minAmount: string;
  maxAmount: string;
}

export type SecondDirection = 'up' | 'down';

export interface SecondContractOrderSubmit {
  symbol: string;
  periodId: number;
  direction: SecondDirection;
  amount: string;
}

/** 0 running, 1 settled. */
export type SecondOrderStatus = 0 | 1;
/** win: the price moved the chosen way; lose: the other way; draw: unchanged (the amount returns). */
export type SecondOrderResult = 'win' | 'lose' | 'draw';

export interface SecondContractOrder {
  id: number;
  symbol: string;
  direction: SecondDirection;
  amount: string;
  seconds: number;
  payoutRate: string;
  openPrice: string;
  openTime: number;
  /** When it settles: openTime + seconds × 1000. */
  settleTime: number;
  status: SecondOrderStatus;
  closePrice: string | null;
  result: SecondOrderResult | null;
  /** What returned to the account at settlement (amount × (1 + payoutRate), amount, or 0). */
  payout: string | null;
}

/** /api/period/list (body): the periods of a symbol (every symbol of coinList has the same ones). */
export const listPeriods = (symbol: string, options?: CallOptions) =>
  http.post<Ok<Period[]>>('/period/list', { symbol }, options).then((r) => r.data.data);
/** Not one of the five guarded submits of spec §7 (no guard); on the money list, so it carries an Idempotency-Key. */
export const createSecondContractOrder = (order: SecondContractOrderSubmit, options?: CallOptions) =>
  http.post<Ok<SecondContractOrder>>('/secondContractOrder/createSecondContractOrder', order, options).then((r) => r.data.data);
/** selectOrderList (body): newest first; status filters. */
export const selectSecondContractOrders = (query: { status?: SecondOrderStatus; pageNum: number; pageSize: number }, options?: CallOptions) =>
  http.post<Page<SecondContractOrder>>('/secondContractOrder/selectOrderList', query, options).then((r) => r.data);

// ---- Spot ----------------------------------------------------------------------------------

export type SpotSide = 'buy' | 'sell';

export interface SpotOrderSubmit {
  symbol: string;
  side: SpotSide;
  type: OrderType;
  /** The limit price (limit orders only). */
  price?: string;
  /** Quantity in the base coin. */
  amount: string;
}

/** 0 open (a limit order resting), 1 filled, 2 cancelled. */
export type SpotOrderStatus = 0 | 1 | 2;

export interface SpotOrder {
  id: number;
  symbol: string;
  side: SpotSide;
  type: OrderType;
  price: string | null;
  amount: string;
  status: SpotOrderStatus;
  fillPrice: string | null;
  /** The fee, in the coin received. */
  fee: string | null;
  feeCoin: string | null;
  createTime: number;
  updateTime: number;
}

/** /api/currency/order/submit (body; a guarded submit). */
export const submitSpotOrder = (order: SpotOrderSubmit, options?: SubmitOptions) =>
  http.post<Ok<SpotOrder>>('/currency/order/submit', order, options).then((r) => r.data.data);
export const cancelSpotOrder = (id: number, options?: CallOptions) =>
  http.post<Ok<SpotOrder>>('/currency/order/cancelOrder', {}, { ...options, params: { id } }).then((r) => r.data.data);
/** /orderList?{query}: newest first. */
export const listSpotOrders = (query: { status?: SpotOrderStatus; symbol?: string; pageNum: number; pageSize: number }, options?: CallOptions) =>
  http.post<Page<SpotOrder>>('/currency/order/orderList', {}, { ...options, params: query }).then((r) => r.data);
