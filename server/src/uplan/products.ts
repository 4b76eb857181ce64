import type { UplanProduct } from '../contract.js';
import type { Queryable } from '../db/db.js';
import { decimalString } from '../funds/amount.js';

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
}

const PRODUCT_SELECT = `SELECT id, title, icon, project_amount::text AS "projectAmount", limit_min::text AS "limitMin", days,
  day_rate::text AS "dayRate", introduction, rule FROM uplan_products`;

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
});

export async function listUplanProducts(db: Queryable, tenant: string): Promise<UplanProduct[]> {
  const rows = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE tenant = $1 ORDER BY sort, id`, [tenant]);
  return rows.map(toProduct);
}

export async function findProductRow(db: Queryable, tenant: string, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE tenant = $1 AND id = $2`, [tenant, id]);
  return row;
}

export async function findUplanProduct(db: Queryable, tenant: string, id: number): Promise<UplanProduct | undefined> {
  const row = await findProductRow(db, tenant, id);
  return row && toProduct(row);
}

export type UplanProductSeed = Omit<ProductRow, 'id'>;

export async function insertUplanProduct(tx: Queryable, tenant: string, p: UplanProductSeed, sort: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO uplan_products (tenant, title, icon, project_amount, limit_min, days, day_rate, introduction, rule, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [tenant, p.title, p.icon, p.projectAmount, p.limitMin, p.days, p.dayRate, p.introduction, p.rule, sort],
  );
  return row!.id;
}
