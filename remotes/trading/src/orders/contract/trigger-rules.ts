import BigNumber from 'bignumber.js';
import type { ContractDirection } from '@atrium/api';
import { amountError, amountValue, type AmountError } from '@atrium/ui/amount';

/** A take-profit or stop-loss on the wrong side of the entry price would trigger at once. */
export type TriggerProblem = AmountError | 'tp_above' | 'tp_below' | 'sl_above' | 'sl_below';

/**
 * The rule an optional trigger price breaks: empty is fine; otherwise a price the UI kit reads
 * (with the symbol's price decimals), and a long's take-profit above the entry (its stop-loss
 * below), a short's the other way round.
 */
export function triggerProblem(
  text: string,
  kind: 'tp' | 'sl',
  direction: ContractDirection,
  entry: BigNumber.Value | null,
  decimals: number,
): TriggerProblem | null {
  if (text.trim() === '') return null;
  const problem = amountError(text, { decimals });
  if (problem) return problem;
  const price = new BigNumber(amountValue(text, { decimals })!);
  if (entry === null) return null;
  const mustBeAbove = (kind === 'tp') === (direction === 'long');
  if (mustBeAbove && !price.isGreaterThan(entry)) return kind === 'tp' ? 'tp_above' : 'sl_above';
  if (!mustBeAbove && !price.isLessThan(entry)) return kind === 'tp' ? 'tp_below' : 'sl_below';
  return null;
}

/** Which side of the reference price a trigger must be on, for the hint under its field. */
export function triggerSide(kind: 'tp' | 'sl', direction: ContractDirection): 'above' | 'below' {
  return (kind === 'tp') === (direction === 'long') ? 'above' : 'below';
}
