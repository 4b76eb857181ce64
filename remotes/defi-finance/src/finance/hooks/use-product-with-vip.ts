import { getFinanceProduct, getVipStatus, type FinanceProduct, type VipStatus } from '@atrium/api';
import { useAsync, type AsyncResult } from '@atrium/kit';

export interface ProductWithVip {
  product: FinanceProduct;
  vip: VipStatus;
}

/** A product and the user's VIP level, loaded together: a screen that can buy needs both to say whether it may. */
export function useProductWithVip(id: string): AsyncResult<ProductWithVip> {
  return useAsync(async (call) => {
    const [product, vip] = await Promise.all([getFinanceProduct(id, call), getVipStatus(call)]);
    return { product, vip };
  }, [id]);
}
