import type { UplanProduct } from '../contract.js';
import type { Queryable } from '../db/db.js';
import { decimalString } from '../funds/amount.js';
import { BusinessError } from '../http/reply.js';
import type { Locale } from '../i18n.js';

/** The coin every U plan is signed and paid in. */
export const UPLAN_COIN = 'usdt';

export interface ProductRow {
  id: number;
  title: string;
  icon: string;
  projectAmount: string;
  limitMin: string;
  days: number;
  dayRate: string;
  introduction: string;
  rule: string;
  lang: string;
  /** Closed to new orders (the orders signed run on). */
  closed: boolean;
}

/**
 * A product's words (title, introduction, rule) in the language of $1 where it has a translation,
 * else its own, the English original; `lang` says which. The terms are the product's alone.
 */
const PRODUCT_SELECT = `SELECT p.id, COALESCE(t.title, p.title) AS title, p.icon, p.project_amount::text AS "projectAmount",
  p.limit_min::text AS "limitMin", p.days, p.day_rate::text AS "dayRate", COALESCE(t.introduction, p.introduction) AS introduction,
  COALESCE(t.rule, p.rule) AS rule, COALESCE(t.lang, 'en') AS lang, p.closed
  FROM uplan_products p LEFT JOIN uplan_product_translations t ON t.product_id = p.id AND t.lang = $1`;

const toProduct = (row: ProductRow): UplanProduct => ({
  id: row.id,
  title: row.title,
  icon: row.icon,
  projectAmount: decimalString(row.projectAmount),
  limitMin: decimalString(row.limitMin),
  days: row.days,
  dayRate: decimalString(row.dayRate),
  productIntroduction: row.introduction,
  productRule: row.rule,
  lang: row.lang,
  ...(row.closed ? { closed: true } : {}),
});

/** The products open to new orders (a closed one is still readable by id, for its orders). */
export async function listUplanProducts(db: Queryable, tenant: string, locale: Locale): Promise<UplanProduct[]> {
  const rows = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.tenant = $2 AND NOT p.closed ORDER BY p.sort, p.id`, [locale, tenant]);
  return rows.map(toProduct);
}

/** The product's terms and its words in `locale` (English where it has none). */
export async function findProductRow(db: Queryable, tenant: string, id: number, locale: Locale = 'en'): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.tenant = $2 AND p.id = $3`, [locale, tenant, id]);
  return row;
}

export async function findUplanProduct(db: Queryable, tenant: string, id: number, locale: Locale): Promise<UplanProduct | undefined> {
  const row = await findProductRow(db, tenant, id, locale);
  return row && toProduct(row);
}

/** A product's words in one language. */
export type UplanProductText = Pick<ProductRow, 'title' | 'introduction' | 'rule'>;

/** A product: its terms, its words in English (the original) and, by locale code, in other languages. */
export type UplanProductSeed = Omit<ProductRow, 'id' | 'lang' | 'closed'> & { translations?: Partial<Record<Locale, UplanProductText>> };

export async function insertUplanProduct(tx: Queryable, tenant: string, p: UplanProductSeed, sort: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO uplan_products (tenant, title, icon, project_amount, limit_min, days, day_rate, introduction, rule, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [tenant, p.title, p.icon, p.projectAmount, p.limitMin, p.days, p.dayRate, p.introduction, p.rule, sort],
  );
  for (const [lang, text] of Object.entries(p.translations ?? {})) {
    if (lang === 'en' || !text) continue;
    await tx.query('INSERT INTO uplan_product_translations (product_id, lang, title, introduction, rule) VALUES ($1, $2, $3, $4, $5)', [
      row!.id,
      lang,
      text.title,
      text.introduction,
      text.rule,
    ]);
  }
  return row!.id;
}

const PRODUCT_NOT_FOUND = 'Product not found';

/** The operator closes a product to new orders; the orders already signed run on (development endpoint). */
export async function closeUplanProduct(tx: Queryable, tenant: string, id: number): Promise<void> {
  const rows = await tx.query('UPDATE uplan_products SET closed = true WHERE tenant = $1 AND id = $2 RETURNING id', [tenant, id]);
  if (rows.length === 0) throw new BusinessError(PRODUCT_NOT_FOUND);
}

/**
 * The operator deletes a product nobody has signed for (development endpoint). One with orders is
 * refused: its orders and their frozen USDT would have nothing to refer to; close it instead.
 */
export async function deleteUplanProduct(tx: Queryable, tenant: string, id: number): Promise<void> {
  const [product] = await tx.query<{ id: number }>('SELECT id FROM uplan_products WHERE tenant = $1 AND id = $2 FOR UPDATE', [tenant, id]);
  if (!product) throw new BusinessError(PRODUCT_NOT_FOUND);
  const [orders] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM uplan_orders WHERE plan_id = $1', [id]);
  if (orders!.n > 0) {
    throw new BusinessError(`This product has ${orders!.n} order(s) and cannot be deleted; close it to new orders instead`);
  }
  await tx.query('DELETE FROM uplan_products WHERE id = $1', [id]);
}
