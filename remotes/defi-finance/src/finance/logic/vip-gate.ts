import type { FinanceProduct } from '@atrium/api';
import { quotaLeft } from './amount-rules';

/** Why a product cannot be bought now, or null when it can. */
export type BuyBlock = 'vip' | 'sold_out' | null;

/** Whether a user of VIP `level` may buy `product`: the level first (it does not change by waiting), then the quota. */
export function buyBlock(product: FinanceProduct, level: number): BuyBlock {
  if (level < product.vipLevel) return 'vip';
  if (!quotaLeft(product).isGreaterThan(0)) return 'sold_out';
  return null;
}

/** Whether a product is for members only (a VIP level of 1 or more). */
export const membersOnly = (product: Pick<FinanceProduct, 'vipLevel'>) => product.vipLevel > 0;
