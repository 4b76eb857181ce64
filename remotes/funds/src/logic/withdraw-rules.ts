import type { FieldErrors } from '@atrium/kit';
import { amountError, amountValue, type AmountError } from '@atrium/ui/amount';
import { isValidAddress } from './address-rules';
import { netOfFee } from './amount';

/** The text fields of a withdrawal (the "save this address" checkbox is the one value that is not text). */
export interface WithdrawFields {
  address: string;
  label: string;
  amount: string;
}

/** What can be wrong with a withdrawal: the funds namespace's keys, or the amount field's rule (worded by the UI kit). */
export type WithdrawProblem = 'error_address' | 'error_fee_exceeds' | AmountError;

/** What a withdrawal is checked against: the network chosen (its format and limits) and what the wallet holds. */
export interface WithdrawLimits {
  chain: { chain: string; minAmount?: string | null; maxAmount?: string | null; fee?: string | null };
  available: string | null | undefined;
  decimals: number;
}

/** A withdrawal's problems, field by field, before it is reviewed: pure, so useForm shows them and a test reads them. */
export function withdrawProblems(values: WithdrawFields, { chain, available, decimals }: WithdrawLimits): FieldErrors<WithdrawFields, WithdrawProblem> {
  const amountRule = amountError(values.amount, { min: chain.minAmount, max: chain.maxAmount, balance: available, decimals });
  // As the user's locale writes it ("1.000,5" in German): the fee is taken from the decimal it means.
  const value = amountValue(values.amount, { decimals });
  const net = amountRule || value === null ? null : netOfFee(value, chain.fee);
  // Within the limits, yet the fee takes it all: nothing would arrive.
  const amount = amountRule ?? (net !== null && net.isLessThanOrEqualTo(0) ? 'error_fee_exceeds' : undefined);
  return {
    ...(!isValidAddress(chain.chain, values.address) && { address: 'error_address' }),
    ...(amount && { amount }),
  };
}
