import type { Queryable } from '../db/db.js';
import { Dec, decimalString, parseAmount } from '../funds/amount.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';
import { BusinessError } from '../http/reply.js';
import type { Locale } from '../i18n.js';
import { findItem, findSale, NFT_MSG, type NftItem, type NftSale } from './store.js';

/** Prices and payments are USDT, from and to funding accounts (the house for unowned items). */
export const NFT_COIN = 'usdt';

export interface Caller {
  tenant: string;
  userId: number;
  /** The language the answer's item is read in. */
  locale: Locale;
}

interface LockedItem {
  id: number;
  ownerUserId: number | null;
  price: string | null;
}

/** Locks the item row for the rest of the transaction: two buyers of one item queue here, one wins. */
async function lockItem(tx: Queryable, tenant: string, itemId: number): Promise<LockedItem> {
  const [row] = await tx.query<LockedItem>(
    'SELECT id, owner_user_id AS "ownerUserId", price::text AS price FROM nft_items WHERE tenant = $1 AND id = $2 FOR UPDATE',
    [tenant, itemId],
  );
  if (!row) throw new BusinessError(NFT_MSG.itemNotFound);
  return row;
}

/**
 * Buys a listed item at the price the buyer saw, in the caller's transaction: the price moves
 * from the buyer's funding USDT to the seller (the house when the creator still holds it), a sale
 * row records it, the item changes hands and leaves the market.
 */
export async function buyItem(tx: Queryable, caller: Caller, itemId: number, rawPrice: string | undefined, now: number): Promise<{ sale: NftSale; item: NftItem }> {
  const offered = parseAmount(rawPrice);
  const item = await lockItem(tx, caller.tenant, itemId);
  if (item.price === null) throw new BusinessError(NFT_MSG.notListed);
  if (item.ownerUserId === caller.userId) throw new BusinessError(NFT_MSG.ownItem);
  if (!new Dec(item.price).eq(offered)) throw new BusinessError(NFT_MSG.priceChanged);
  const price = decimalString(item.price);
  const seller = item.ownerUserId === null ? systemAccount(caller.tenant, NFT_COIN, 'house') : userAccount(caller.tenant, item.ownerUserId, NFT_COIN);
  const buyer = userAccount(caller.tenant, caller.userId, NFT_COIN);
  // The journal points at the item: a sale row needs the journal's id, so it is written after.
  const journalId = await post(tx, {
    tenant: caller.tenant,
    kind: 'nft_sale',
    ref: { type: 'nft_item', id: itemId },
    now,
    legs: [
      { account: buyer, amount: `-${price}` },
      { account: seller, amount: price },
    ],
  });
  const [sale] = await tx.query<{ id: number }>(
    `INSERT INTO nft_sales (tenant, item_id, price, seller_user_id, buyer_user_id, journal_id, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [caller.tenant, itemId, price, item.ownerUserId, caller.userId, journalId, now],
  );
  await tx.query('UPDATE nft_items SET owner_user_id = $2, price = NULL WHERE id = $1', [itemId, caller.userId]);
  return { sale: (await findSale(tx, caller.tenant, sale!.id))!, item: (await findItem(tx, caller.tenant, caller.locale, caller.userId, itemId))! };
}

/** Puts the caller's own item on the market at a price (> 0, at most 8 decimals); a listed one is re-priced. */
export async function listItem(tx: Queryable, caller: Caller, itemId: number, rawPrice: string | undefined): Promise<NftItem> {
  const price = parseAmount(rawPrice);
  const item = await lockItem(tx, caller.tenant, itemId);
  if (item.ownerUserId !== caller.userId) throw new BusinessError(NFT_MSG.notOwner);
  await tx.query('UPDATE nft_items SET price = $2 WHERE id = $1', [itemId, decimalString(price)]);
  return (await findItem(tx, caller.tenant, caller.locale, caller.userId, itemId))!;
}

/** Takes the caller's own listed item off the market. */
export async function delistItem(tx: Queryable, caller: Caller, itemId: number): Promise<NftItem> {
  const item = await lockItem(tx, caller.tenant, itemId);
  if (item.ownerUserId !== caller.userId) throw new BusinessError(NFT_MSG.notOwner);
  if (item.price === null) throw new BusinessError(NFT_MSG.notListed);
  await tx.query('UPDATE nft_items SET price = NULL WHERE id = $1', [itemId]);
  return (await findItem(tx, caller.tenant, caller.locale, caller.userId, itemId))!;
}
