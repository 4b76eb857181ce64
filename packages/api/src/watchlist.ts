import { http, type CallOptions, type Ok } from './client';

/** A coin on the user's watchlist (spec §7 "Optional coins"). sort ascending is the list order. */
export interface UserCoin {
  id: number;
  symbol: string;
  sort: number;
}

/** /api/userCoin/getUserCoin: the watchlist in its order. */
export const getUserCoins = (options?: CallOptions) => http.post<Ok<UserCoin[]>>('/userCoin/getUserCoin', {}, options).then((r) => r.data.data);
/** /api/userCoin/save: adds one symbol at the end (saving one already there changes nothing). */
export const saveUserCoin = (symbol: string, options?: CallOptions) =>
  http.post<Ok<UserCoin>>('/userCoin/save', { symbol }, options).then((r) => r.data.data);
/** /api/userCoin/addBath: adds several at the end, in this order (those already there are skipped). */
export const addUserCoins = (symbols: string[], options?: CallOptions) =>
  http.post<Ok<UserCoin[]>>('/userCoin/addBath', { symbols }, options).then((r) => r.data.data);
export const removeUserCoin = (id: number, options?: CallOptions) => http.post<Ok<null>>(`/userCoin/remove/${id}`, {}, options).then((r) => r.data);
export const removeUserCoinBySymbol = (symbol: string, options?: CallOptions) =>
  http.post<Ok<null>>('/userCoin/removeByCoin', { symbol }, options).then((r) => r.data);
/** `/api/userCoin/sort` (a delta: the spec has no reorder call): the watchlist becomes this order. */
export const sortUserCoins = (ids: number[], options?: CallOptions) =>
  http.post<Ok<UserCoin[]>>('/userCoin/sort', { ids }, options).then((r) => r.data.data);
