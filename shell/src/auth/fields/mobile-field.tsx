import { useTranslation } from '@atrium/i18n';
import { AreaCodePicker, TextField } from '@atrium/ui';
import { SIGN_UP_LIMITS } from '../rules/field-limits';
import { useCountryCodes } from '../use-country-codes';

export interface MobileFieldProps {
  areaCode: string;
  onAreaCodeChange: (areaCode: string) => void;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it, said under it. */
  error?: string;
}

/** A mobile number with its area code in front, chosen from the country list (spec §2). */
export function MobileField({ areaCode, onAreaCodeChange, value, onChange, error }: MobileFieldProps) {
  const { t } = useTranslation(['auth', 'common']);
  const countries = useCountryCodes();
  return (
    <TextField
      label={t('mobile')}
      name="mobile"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={value}
      onChange={onChange}
      placeholder={t('common:please_mobile')}
      limit={SIGN_UP_LIMITS.mobile}
      error={error}
      prefix={
        <AreaCodePicker groups={countries.groups} failed={countries.failed} value={areaCode} onChange={onAreaCodeChange} onOpen={countries.load} />
      }
    />
  );
}
