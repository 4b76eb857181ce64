import { http, type CallOptions, type Ok, type Page } from './client';
import type { TextLang } from './text-lang';

/**
 * The NFT marketplace (spec §2 routes only: /nft, /listDetail, /nftResult, /nftDetail, /nftMy;
 * every call is a delta, server/CONTRACT-DELTA.md "NFT"). Items are custodial: ownership is a
 * row on the server, prices and payments are USDT through the ledger (funding account). Images
 * are paths on the tenant's assets host.
 */
export interface NftCollection {
  id: number;
  name: string;
  description: string;
  image: string;
  /** Lowest listed price, USDT ("" when nothing is listed). */
  floorPrice: string;
  items: number;
  listed: number;
  /** Total USDT of all sales. */
  volume: string;
  /** The language of the description. */
  lang?: TextLang;
}

export interface NftAttribute {
  trait: string;
  value: string;
  /** The language of the trait and its value (translated as a pair). */
  lang?: TextLang;
}

export interface NftItem {
  id: number;
  collectionId: number;
  collectionName: string;
  name: string;
  image: string;
  attributes: NftAttribute[];
  /** The owner's masked name, or the collection's creator before the first sale. */
  owner: string;
  /** Whether the signed-in user owns it. */
  mine: boolean;
  /** The listing price, USDT; null when not for sale. */
  price: string | null;
}

export interface NftSale {
  id: number;
  itemId: number;
  price: string;
  /** Masked names. */
  from: string;
  to: string;
  time: number;
}

export type NftSort = 'price_asc' | 'price_desc' | 'newest' | 'name';

export interface NftPurchase {
  sale: NftSale;
  item: NftItem;
}

export const listNftCollections = (options?: CallOptions) =>
  http.post<Ok<NftCollection[]>>('/nft/collections', {}, options).then((r) => r.data.data);
export const getNftCollection = (id: number | string, options?: CallOptions) =>
  http.post<Ok<NftCollection>>(`/nft/collection/${id}`, {}, options).then((r) => r.data.data);
/** Items, filtered by collection and a search on the name, sorted; paged. */
export const listNftItems = (
  query: { collectionId?: number; search?: string; sort?: NftSort; listedOnly?: boolean; pageNum: number; pageSize: number },
  options?: CallOptions,
) => http.post<Page<NftItem>>('/nft/items', {}, { ...options, params: query }).then((r) => r.data);
export const getNftItem = (id: number | string, options?: CallOptions) =>
  http.post<Ok<NftItem>>(`/nft/item/${id}`, {}, options).then((r) => r.data.data);
/** Sales of an item, newest first (the price history). */
export const listNftSales = (itemId: number | string, options?: CallOptions) =>
  http.post<Ok<NftSale[]>>(`/nft/item/${itemId}/sales`, {}, options).then((r) => r.data.data);
/** Buys a listed item at the price shown: `price` must equal the listing (a changed price is refused). */
export const buyNft = (itemId: number, price: string, options?: CallOptions) =>
  http.post<Ok<NftPurchase>>('/nft/buy', { itemId, price }, options).then((r) => r.data.data);
/** The signed-in user's items. */
export const listMyNfts = (options?: CallOptions) => http.post<Ok<NftItem[]>>('/nft/mine', {}, options).then((r) => r.data.data);
export const listNftForSale = (itemId: number, price: string, options?: CallOptions) =>
  http.post<Ok<NftItem>>('/nft/list', { itemId, price }, options).then((r) => r.data.data);
export const delistNft = (itemId: number, options?: CallOptions) =>
  http.post<Ok<NftItem>>('/nft/delist', { itemId }, options).then((r) => r.data.data);
