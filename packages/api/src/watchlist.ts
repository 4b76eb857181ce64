import { http, type Ok } from './client';

/** A coin on the user's watchlist (spec §7 "Optional coins"). sort ascending is the list order. */
export interface UserCoin {
  id: number;
  symbol: string;
  sort: number;
}

/** /api/userCoin/getUserCoin: the watchlist in its order. */
export const getUserCoins = () => http.post<Ok<UserCoin[]>>('/userCoin/getUserCoin').then((r) => r.data.data);
/** /api/userCoin/save: adds one symbol at the end (saving one already there changes nothing). */
export const saveUserCoin = (symbol: string) => http.post<Ok<UserCoin>>('/userCoin/save', { symbol }).then((r) => r.data.data);
/** /api/userCoin/addBath: adds several at the end, in this order (those already there are skipped). */
export const addUserCoins = (symbols: string[]) => http.post<Ok<UserCoin[]>>('/userCoin/addBath', { symbols }).then((r) => r.data.data);
export const removeUserCoin = (id: number) => http.post<Ok<null>>(`/userCoin/remove/${id}`).then((r) => r.data);
export const removeUserCoinBySymbol = (symbol: string) => http.post<Ok<null>>('/userCoin/removeByCoin', { symbol }).then((r) => r.data);
/** `/api/userCoin/sort` (a delta: the spec has no reorder call): the watchlist becomes this order. */
export const sortUserCoins = (ids: number[]) => http.post<Ok<UserCoin[]>>('/userCoin/sort', { ids }).then((r) => r.data.data);
