import { getUplanOrder, getUplanProduct, type UplanOrder, type UplanProduct } from '@atrium/api';
import { useAsync } from '@atrium/kit';
import type { DetailsType } from '../logic/uplan-rules';

export interface UplanDetails {
  product: UplanProduct;
  /** The order of types 2 and 3; null for a product (type 1). */
  order: UplanOrder | null;
}

/**
 * What /uplanDetails shows (spec §7): a product by id (type 1), or an order by id and then its
 * product by planId, for productIntroduction and productRule (types 2 and 3).
 */
export function useUplanDetails(id: string, type: DetailsType) {
  return useAsync(async (call): Promise<UplanDetails> => {
    if (type === 1) return { product: (await getUplanProduct(id, call)).data, order: null };
    const order = (await getUplanOrder(id, call)).data;
    return { product: (await getUplanProduct(order.planId, call)).data, order };
  }, [id, type]);
}
