import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@atrium/ui';
import { acceptDecimalInput } from './amount-rules';

/** Props of {@link AmountField}. */
export interface AmountFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The most decimal places the user may type (the coin's). */
  decimals: number;
  error?: string | null;
  /** The unit shown after the input (the coin). */
  unit?: string;
  /** Fills the field with the floored most the user may enter (Max / All). */
  onMax?: () => void;
  /** The Max button's text (default: the translated "Max"; a screen may say "All"). */
  maxLabel?: string;
  disabled?: boolean;
  name?: string;
}

/**
 * A decimal amount input that filters keystrokes: only digits and one dot, at most `decimals`
 * places (a keystroke that breaks the format is refused, so what was typed stays), with an
 * optional Max button.
 */
export function AmountField({ label, value, onChange, decimals, error, unit, onMax, maxLabel, disabled, name }: AmountFieldProps) {
  const { t } = useTranslation('ui');
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
      error={error ?? undefined}
      onChange={(next) => onChange(acceptDecimalInput(next, value, decimals))}
      suffix={
        <>
          {unit && <span>{unit.toUpperCase()}</span>}
          {onMax && (
            <Button variant="text" onClick={onMax} disabled={disabled}>
              {maxLabel ?? t('max')}
            </Button>
          )}
        </>
      }
    />
  );
}
