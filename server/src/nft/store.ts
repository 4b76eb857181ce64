import type { Queryable } from '../db/db.js';
import { decimalString } from '../funds/amount.js';
import type { Locale } from '../i18n.js';
import { maskedName } from '../routes/invite.js';

import type { NftAttribute, NftCollection, NftItem, NftSale, NftSort } from '../contract.js';

/** The wire shapes are the front end's (packages/api/src/nft.ts), through src/contract.ts. */
export type { NftAttribute, NftCollection, NftItem, NftSale, NftSort };
export const NFT_SORTS: readonly NftSort[] = ['price_asc', 'price_desc', 'newest', 'name'];

/** The business failures of the marketplace (translated on the client like every msg). */
export const NFT_MSG = {
  collectionNotFound: 'The collection does not exist',
  itemNotFound: 'The item does not exist',
  notListed: 'The item is not for sale',
  ownItem: 'You cannot buy your own item',
  priceChanged: 'The price has changed',
  notOwner: 'You do not own this item',
} as const;

/** Collections with their description in the language of $1 (English where there is none: `lang` says which). */
const COLLECTION_SELECT = `
  SELECT c.id, c.name, COALESCE(t.description, c.description) AS description, COALESCE(t.lang, 'en') AS lang, c.image,
         COALESCE(min(i.price)::text, '') AS "floorPrice",
         count(i.id)::int AS items, count(i.price)::int AS listed,
         COALESCE((SELECT sum(s.price) FROM nft_sales s JOIN nft_items si ON si.id = s.item_id WHERE si.collection_id = c.id), 0)::text AS volume
    FROM nft_collections c
    LEFT JOIN nft_collection_translations t ON t.collection_id = c.id AND t.lang = $1
    LEFT JOIN nft_items i ON i.collection_id = c.id`;
const COLLECTION_GROUP = 'GROUP BY c.id, t.description, t.lang';

const toCollection = (row: NftCollection): NftCollection => ({
  ...row,
  floorPrice: row.floorPrice === '' ? '' : decimalString(row.floorPrice),
  volume: decimalString(row.volume),
});

export async function listCollections(db: Queryable, tenant: string, locale: Locale): Promise<NftCollection[]> {
  const rows = await db.query<NftCollection>(`${COLLECTION_SELECT} WHERE c.tenant = $2 ${COLLECTION_GROUP} ORDER BY c.sort, c.id`, [locale, tenant]);
  return rows.map(toCollection);
}

export async function findCollection(db: Queryable, tenant: string, id: number, locale: Locale): Promise<NftCollection | undefined> {
  const [row] = await db.query<NftCollection>(`${COLLECTION_SELECT} WHERE c.tenant = $2 AND c.id = $3 ${COLLECTION_GROUP}`, [locale, tenant, id]);
  return row && toCollection(row);
}

interface ItemRow {
  id: number;
  collectionId: number;
  collectionName: string;
  name: string;
  image: string;
  /** As stored: the English words. */
  attributes: { trait: string; value: string }[];
  ownerUserId: number | null;
  creator: string;
  loginName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  price: string | null;
}

const ITEM_SELECT = `
  SELECT i.id, i.collection_id AS "collectionId", c.name AS "collectionName", i.name, i.image, i.attributes,
         i.owner_user_id AS "ownerUserId", c.creator, u.login_name AS "loginName", u.email, u.phone, u.address,
         i.price::text AS price
    FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id LEFT JOIN users u ON u.id = i.owner_user_id`;

const toItem = (row: ItemRow, viewer: number | undefined): NftItem => ({
  id: row.id,
  collectionId: row.collectionId,
  collectionName: row.collectionName,
  name: row.name,
  image: row.image,
  attributes: row.attributes.map((a) => ({ ...a, lang: 'en' })),
  owner: row.ownerUserId === null ? row.creator : maskedName(row),
  mine: viewer !== undefined && row.ownerUserId === viewer,
  price: row.price === null ? null : decimalString(row.price),
});

const ORDER: Record<NftSort, string> = {
  price_asc: 'i.price ASC NULLS LAST, i.id',
  price_desc: 'i.price DESC NULLS LAST, i.id',
  newest: 'i.create_time DESC, i.id DESC',
  name: 'lower(i.name), i.id',
};

/**
 * The items' attributes in `locale` where the tenant's glossary has the pair (trait, value), each
 * attribute saying its language; the others stay the English original.
 */
async function withAttributeWords(db: Queryable, tenant: string, locale: Locale, items: NftItem[]): Promise<NftItem[]> {
  if (locale === 'en' || items.length === 0) return items;
  const rows = await db.query<{ trait: string; value: string; traitText: string; valueText: string }>(
    'SELECT trait, value, trait_text AS "traitText", value_text AS "valueText" FROM nft_attribute_translations WHERE tenant = $1 AND lang = $2',
    [tenant, locale],
  );
  const words = new Map(rows.map((r) => [JSON.stringify([r.trait, r.value]), r]));
  return items.map((item) => ({
    ...item,
    attributes: item.attributes.map((a) => {
      const found = words.get(JSON.stringify([a.trait, a.value]));
      return found ? { trait: found.traitText, value: found.valueText, lang: locale } : a;
    }),
  }));
}

export interface ItemQuery {
  collectionId?: number;
  search?: string;
  sort: NftSort;
  listedOnly: boolean;
  pageNum: number;
  pageSize: number;
}

/** A page of the tenant's items; the search matches the item's or the collection's name. */
export async function listItems(db: Queryable, tenant: string, locale: Locale, viewer: number | undefined, q: ItemQuery): Promise<{ rows: NftItem[]; total: number }> {
  const where = ['i.tenant = $1'];
  const params: unknown[] = [tenant];
  if (q.collectionId !== undefined) {
    params.push(q.collectionId);
    where.push(`i.collection_id = $${params.length}`);
  }
  const search = q.search?.trim();
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(i.name ILIKE $${params.length} OR c.name ILIKE $${params.length})`);
  }
  if (q.listedOnly) where.push('i.price IS NOT NULL');
  const filter = where.join(' AND ');
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id WHERE ${filter}`,
    params,
  );
  const rows = await db.query<ItemRow>(
    `${ITEM_SELECT} WHERE ${filter} ORDER BY ${ORDER[q.sort]} LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`,
    params,
  );
  return { rows: await withAttributeWords(db, tenant, locale, rows.map((r) => toItem(r, viewer))), total: count?.n ?? 0 };
}

export async function findItem(db: Queryable, tenant: string, locale: Locale, viewer: number | undefined, id: number): Promise<NftItem | undefined> {
  const [row] = await db.query<ItemRow>(`${ITEM_SELECT} WHERE i.tenant = $1 AND i.id = $2`, [tenant, id]);
  if (!row) return undefined;
  const [item] = await withAttributeWords(db, tenant, locale, [toItem(row, viewer)]);
  return item;
}

export async function listMine(db: Queryable, tenant: string, locale: Locale, userId: number): Promise<NftItem[]> {
  const rows = await db.query<ItemRow>(`${ITEM_SELECT} WHERE i.tenant = $1 AND i.owner_user_id = $2 ORDER BY i.id`, [tenant, userId]);
  return withAttributeWords(db, tenant, locale, rows.map((r) => toItem(r, userId)));
}

interface SaleRow {
  id: number;
  itemId: number;
  price: string;
  time: number;
  creator: string;
  sellerId: number | null;
  sellerLogin: string | null;
  sellerEmail: string | null;
  sellerPhone: string | null;
  sellerAddress: string | null;
  buyerLogin: string | null;
  buyerEmail: string | null;
  buyerPhone: string | null;
  buyerAddress: string | null;
}

const SALE_SELECT = `
  SELECT s.id, s.item_id AS "itemId", s.price::text AS price, s.create_time::float8 AS time, c.creator,
         s.seller_user_id AS "sellerId",
         su.login_name AS "sellerLogin", su.email AS "sellerEmail", su.phone AS "sellerPhone", su.address AS "sellerAddress",
         bu.login_name AS "buyerLogin", bu.email AS "buyerEmail", bu.phone AS "buyerPhone", bu.address AS "buyerAddress"
    FROM nft_sales s JOIN nft_items i ON i.id = s.item_id JOIN nft_collections c ON c.id = i.collection_id
    LEFT JOIN users su ON su.id = s.seller_user_id LEFT JOIN users bu ON bu.id = s.buyer_user_id`;

const toSale = (r: SaleRow): NftSale => ({
  id: r.id,
  itemId: r.itemId,
  price: decimalString(r.price),
  from: r.sellerId === null ? r.creator : maskedName({ loginName: r.sellerLogin, email: r.sellerEmail, phone: r.sellerPhone, address: r.sellerAddress }),
  to: maskedName({ loginName: r.buyerLogin, email: r.buyerEmail, phone: r.buyerPhone, address: r.buyerAddress }),
  time: Number(r.time),
});

/** An item's sales, newest first (its price history). */
export async function listSales(db: Queryable, tenant: string, itemId: number): Promise<NftSale[]> {
  const rows = await db.query<SaleRow>(`${SALE_SELECT} WHERE s.tenant = $1 AND s.item_id = $2 ORDER BY s.id DESC`, [tenant, itemId]);
  return rows.map(toSale);
}

export async function findSale(db: Queryable, tenant: string, id: number): Promise<NftSale | undefined> {
  const [row] = await db.query<SaleRow>(`${SALE_SELECT} WHERE s.tenant = $1 AND s.id = $2`, [tenant, id]);
  return row && toSale(row);
}
