import BigNumber from 'bignumber.js';
import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import { amountInputText, amountValue } from '@atrium/ui/amount';
import { PercentChips, QUARTERS } from '@atrium/ui/segmented';

export interface ShareChipsProps {
  /** The amount a share (0.25 … 1) stands for: a plain decimal, already floored by the form's maths. */
  amountOf(fraction: number): string;
  /** The amount field's text, to press the chip whose amount it holds. */
  typed: string;
  decimals: number;
  onFill(text: string): void;
  /** The whole's label where the form says "All". */
  allLabel?: string;
}

/**
 * The quick shares under an order's amount (25 / 50 / 75 % and 100 % or All): each writes its
 * amount into the field the way the page language writes it, so the field shows what the user
 * could have typed; the share whose amount is in the field is drawn pressed.
 */
export function ShareChips({ amountOf, typed, decimals, onFill, allLabel }: ShareChipsProps) {
  const { t } = useTranslation('trading-orders');
  const value = amountValue(typed, { decimals });
  const inUse =
    value === null
      ? null
      : (QUARTERS.find((fraction) => {
          const amount = new BigNumber(amountOf(fraction));
          return amount.isGreaterThan(0) && amount.isEqualTo(value);
        }) ?? null);
  return (
    <PercentChips
      aria-label={t('share_of_available')}
      allLabel={allLabel}
      value={inUse}
      onPick={(fraction) => onFill(amountInputText(amountOf(fraction), localeTag(currentLocale())))}
    />
  );
}
