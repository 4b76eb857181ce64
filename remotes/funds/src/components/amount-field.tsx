import { useTranslation } from '@atrium/i18n';
import { Button, TextField } from '@atrium/ui';
import { acceptDecimalInput } from '../logic/amount';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  decimals: number;
  error?: string | null;
  /** The unit shown after the input (the coin). */
  unit?: string;
  /** Fills the field with the floored balance (Max / All). */
  onMax?: () => void;
  maxLabel?: string;
  disabled?: boolean;
  name?: string;
}

/** A decimal amount input: only digits and one dot, at most `decimals` places, with a Max button. */
export function AmountField({ label, value, onChange, decimals, error, unit, onMax, maxLabel, disabled, name }: AmountFieldProps) {
  const { t } = useTranslation('funds');
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
