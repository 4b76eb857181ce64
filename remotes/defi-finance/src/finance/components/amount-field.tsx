import { useTranslation } from '@atrium/i18n';
import { Button, TextField } from '@atrium/ui';
import { acceptDecimalInput } from '../logic/amount-rules';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  decimals: number;
  /** The coin, shown after the input. */
  unit: string;
  error?: string | null;
  /** Fills the field with the floored maximum. */
  onMax?: () => void;
}

/** A decimal amount input: digits and one dot, at most `decimals` places, with a Max button. */
export function AmountField({ label, value, onChange, decimals, unit, error, onMax }: AmountFieldProps) {
  const { t } = useTranslation('defi-finance-finance');
  return (
    <TextField
      label={label}
      name="amount"
      value={value}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      placeholder="0"
      error={error ?? undefined}
      onChange={(next) => onChange(acceptDecimalInput(next, value, decimals))}
      suffix={
        <>
          <span>{unit.toUpperCase()}</span>
          {onMax && (
            <Button variant="text" onClick={onMax}>
              {t('max')}
            </Button>
          )}
        </>
      }
    />
  );
}
