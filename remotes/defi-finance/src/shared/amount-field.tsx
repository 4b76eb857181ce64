import { useTranslation } from '@atrium/i18n';
import { Button, TextField } from '@atrium/ui';
import { acceptDecimalInput } from './amount';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  decimals: number;
  error?: string | null;
  /** The coin, shown after the input. */
  unit?: string;
  /** Fills the field with the floored most the user may enter (Max / All). */
  onMax?: () => void;
  disabled?: boolean;
  name?: string;
}

/** A decimal amount input: only digits and one dot, at most `decimals` places, with an optional Max. */
export function AmountField({ label, value, onChange, decimals, error, unit, onMax, disabled, name }: AmountFieldProps) {
  const { t } = useTranslation('defi-finance');
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
              {t('max')}
            </Button>
          )}
        </>
      }
    />
  );
}
