import { INPUT_DECIMALS } from '@atrium/ui/amount';

/**
 * What the server takes (CONTRACT-DELTA "NFT", server/src/funds/amount.ts): a price > 0 with at
 * most 8 decimals (and 15 digits before the point, which the kit's amount input checks for every
 * amount); a search of at most 64 characters.
 */
export const PRICE_DECIMALS = INPUT_DECIMALS;
export const SEARCH_LIMIT = 64;

/** The marketplace has no fee and no royalty: a buyer pays the price, a seller receives it. */
export const NFT_FEE = '0';
