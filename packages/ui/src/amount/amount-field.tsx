import type { ReactNode } from 'react';
import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
// The kit's pieces from the shared @atrium/ui: this entry is bundled by the remotes that use it.
import { Button, TextField } from '@atrium/ui';
import { amountInputText, parseAmountInput } from './parse-amount';
import { useAmountErrorText } from './use-amount-error-text';

/** Props of {@link AmountField}. */
export interface AmountFieldProps {
  label: string;
  /** Exactly what the user typed (read it with `amountValue`). */
  value: string;
  onChange(text: string): void;
  /** The most decimal places the amount may have (the coin's). */
  decimals: number;
  /** The form's message (a limit broken); a malformed amount is said by the field itself, at once. */
  error?: string | null;
  /** The unit shown after the input (the coin). */
  unit?: string;
  /** The floored most the user may enter: shows a Max (or `maxLabel`) button that fills it in. */
  max?: string | null;
  /** The Max button's text (default: the translated "Max"; a screen may say "All"). */
  maxLabel?: string;
  /** Under the field while nothing is wrong: the limits, before they bite ("10 – 50,000 USDT"). */
  hint?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/**
 * The amount input of every money form. It never changes what the user types: the text is read
 * in the user's locale (their script's digits, decimal mark and grouping, see parseAmountInput),
 * and anything that is not an amount for this coin is said at once under the field, in words,
 * while the text stays as typed.
 */
export function AmountField({ label, value, onChange, decimals, error, unit, max, maxLabel, hint, disabled, name }: AmountFieldProps) {
  const { t } = useTranslation('ui');
  const errorText = useAmountErrorText();
  const locale = localeTag(currentLocale());
  const parsed = parseAmountInput(value, { locale, decimals });
  const formatError = parsed && !parsed.ok ? errorText(parsed.error, { decimals, locale }) : null;
  const shown = formatError ?? error ?? null;
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      placeholder="0"
      disabled={disabled}
      error={shown ?? undefined}
      hint={shown ? undefined : hint}
      onChange={onChange}
      suffix={
        <>
          {unit && <span>{unit.toUpperCase()}</span>}
          {max !== undefined && max !== null && (
            <Button variant="text" onClick={() => onChange(amountInputText(max, locale))} disabled={disabled}>
              {maxLabel ?? t('max')}
            </Button>
          )}
        </>
      }
    />
  );
}
