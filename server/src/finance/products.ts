import type { Queryable } from '../db/db.js';
import { decimalString } from '../funds/amount.js';
import type { Locale } from '../i18n.js';
import type { FinanceProduct, ProductAudience, ProductKind } from '../contract.js';

/**
 * The tenant's financial products and pledges (migration 017), with their name and description in
 * the request's language where the seed has it, else in English (like notices), `lang` saying which.
 */

const COLUMNS = `p.id, p.kind, p.coin, p.daily_rate::text AS "dailyRate", p.days, p.min_amount::text AS "minAmount",
  p.max_amount::text AS "maxAmount", p.vip_level AS "vipLevel", p.early_redeem AS "earlyRedeem",
  p.early_penalty::text AS "earlyPenalty", p.quota::text AS quota, p.sold::text AS sold,
  COALESCE(t.name, e.name) AS name, COALESCE(t.description, e.description) AS description, COALESCE(t.lang, e.lang) AS lang`;

/** The products with their texts: $1 the tenant, $2 the language. */
const FROM = `FROM finance_products p
  JOIN finance_product_texts e ON e.product_id = p.id AND e.lang = 'en'
  LEFT JOIN finance_product_texts t ON t.product_id = p.id AND t.lang = $2
  WHERE p.tenant = $1`;

const normalise = (row: FinanceProduct): FinanceProduct => ({
  ...row,
  dailyRate: decimalString(row.dailyRate),
  minAmount: decimalString(row.minAmount),
  maxAmount: decimalString(row.maxAmount),
  earlyPenalty: decimalString(row.earlyPenalty),
  quota: decimalString(row.quota),
  sold: decimalString(row.sold),
});

const AUDIENCE: Record<ProductAudience, string> = { all: '', members: ' AND p.vip_level >= 1', general: ' AND p.vip_level = 0' };

export async function listProducts(db: Queryable, tenant: string, locale: Locale, kind: ProductKind, audience: ProductAudience): Promise<FinanceProduct[]> {
  const rows = await db.query<FinanceProduct>(`SELECT ${COLUMNS} ${FROM} AND p.kind = $3${AUDIENCE[audience]} ORDER BY p.sort, p.id`, [tenant, locale, kind]);
  return rows.map(normalise);
}

/** One product of the tenant (undefined: none). `forUpdate` locks it (a purchase updates its sold amount). */
export async function findProduct(db: Queryable, tenant: string, locale: Locale, id: number, forUpdate = false): Promise<FinanceProduct | undefined> {
  const [row] = await db.query<FinanceProduct>(`SELECT ${COLUMNS} ${FROM} AND p.id = $3${forUpdate ? ' FOR UPDATE OF p' : ''}`, [tenant, locale, id]);
  return row && normalise(row);
}

/** Adds a purchase to the product's sold amount unless that would pass its quota; false when it would. */
export async function addSold(tx: Queryable, productId: number, amount: string): Promise<boolean> {
  const rows = await tx.query('UPDATE finance_products SET sold = sold + $2::numeric WHERE id = $1 AND sold + $2::numeric <= quota RETURNING id', [
    productId,
    amount,
  ]);
  return rows.length > 0;
}
