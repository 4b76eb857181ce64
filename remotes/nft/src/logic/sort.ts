import type { NftSort } from '@atrium/api';

/** The sorts the item list offers, in the order of its picker (the first is the default). */
export const NFT_SORTS: readonly NftSort[] = ['newest', 'price_asc', 'price_desc', 'name'];

/** A `?sort=` value, or the default when missing or unknown (a hand-typed URL never breaks the list). */
export function sortOf(raw: string | null): NftSort {
  return NFT_SORTS.find((s) => s === raw) ?? NFT_SORTS[0]!;
}
