import type BigNumber from 'bignumber.js';
import { NumberText } from '@atrium/ui';
import { useHideAmounts } from './use-hide-amounts';

export const HIDDEN_AMOUNT = '****';

/** A balance: formatted by the kit (spec §9), or **** while the user hides amounts (EYES). */
export function AmountText({ value, className }: { value: string | BigNumber; className?: string }) {
  const hidden = useHideAmounts((s) => s.hidden);
  if (hidden) return <span className={className}>{HIDDEN_AMOUNT}</span>;
  return <NumberText value={value} className={className} />;
}
