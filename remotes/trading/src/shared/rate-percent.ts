import { formatPercent } from '@atrium/ui';
import { toDecimal } from '@atrium/ui/amount';

/**
 * A rate from the server (a fraction: a fee rate "0.0005", a payout rate "0.85") as the percent
 * it is, by the UI kit's percent format ("0.05%", "85.00%"): every trading screen writes a rate so.
 */
export const ratePercent = (rate: string | null | undefined) => formatPercent(toDecimal(rate)?.times(100));
