import BigNumber from 'bignumber.js';
import type { ContractDirection } from '@atrium/api';
import { amountProblem, parseTyped, type AmountProblem } from '../logic/amount-rules';

/** A take-profit or stop-loss on the wrong side of the entry price would trigger at once. */
export type TriggerProblem = AmountProblem | 'tp_above' | 'tp_below' | 'sl_above' | 'sl_below';

/**
 * The rule an optional trigger price breaks: empty is fine; otherwise a price, and a long's
 * take-profit above the entry (its stop-loss below), a short's the other way round.
 */
export function triggerProblem(
  text: string,
  kind: 'tp' | 'sl',
  direction: ContractDirection,
  entry: BigNumber.Value | null,
  decimals: number,
): TriggerProblem | null {
  if (text.trim() === '') return null;
  const problem = amountProblem(text, { decimals });
  if (problem) return problem;
  const price = parseTyped(text)!;
  if (entry === null) return null;
  const mustBeAbove = (kind === 'tp') === (direction === 'long');
  if (mustBeAbove && !price.isGreaterThan(entry)) return kind === 'tp' ? 'tp_above' : 'sl_above';
  if (!mustBeAbove && !price.isLessThan(entry)) return kind === 'tp' ? 'tp_below' : 'sl_below';
  return null;
}
