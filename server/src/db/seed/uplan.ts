import { coinLogoUrl } from '../../static/urls.js';
import { insertUplanProduct, type UplanProductSeed } from '../../uplan/products.js';
import type { Queryable } from '../db.js';
import type { TenantSeed } from './tenants.js';

const rules = (days: number, limitMin: string) =>
  `<ol><li>Sign with at least ${limitMin} USDT from your funding account; the amount is frozen while the plan runs.</li>` +
  `<li>Income starts once the order is reviewed and is paid every day for ${days} days.</li>` +
  '<li>Top the order up to the project amount before the days run out; an order not full by then is overdue until it is.</li>' +
  '<li>A full order completes at the end of its days and the pledged amount returns to your funding account.</li></ol>';

const product = (title: string, coin: string, projectAmount: string, limitMin: string, days: number, dayRate: string): UplanProductSeed => ({
  title,
  icon: coinLogoUrl(coin),
  projectAmount,
  limitMin,
  days,
  dayRate,
  introduction: `<p><strong>${title}</strong>: a ${days}-day USDT pledge paying ${dayRate}% a day on the amount signed.</p>`,
  rule: rules(days, limitMin),
});

/** The same U plan products in every tenant (products are per tenant; their terms are not tenant-specific). */
const PRODUCTS: UplanProductSeed[] = [
  product('Starter Plan', 'usdt', '1000', '100', 7, '0.8'),
  product('Growth Plan', 'btc', '5000', '500', 15, '1.2'),
  product('Advanced Plan', 'eth', '20000', '2000', 30, '1.5'),
  product('Premium Plan', 'bnb', '50000', '10000', 60, '2'),
];

/** The U plan seed of a tenant (issue 8). */
export async function seedUplan(tx: Queryable, tenant: TenantSeed, _now: number): Promise<void> {
  for (const [sort, p] of PRODUCTS.entries()) await insertUplanProduct(tx, tenant.name, p, sort);
}
