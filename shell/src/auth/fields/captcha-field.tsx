import { useTranslation } from '@atrium/i18n';
import { CaptchaImage, TextField } from '@atrium/ui';
import { SIGN_UP_LIMITS } from '../rules/field-limits';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** From useCaptcha. */
  src: string;
  onRefresh: () => void;
  /** What is wrong with it, said under it. */
  error?: string;
}

/** The answer to an image code, with the image inside the field; a tap on it shows another. */
export function CaptchaField({ value, onChange, src, onRefresh, error }: CaptchaFieldProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <TextField
      label={t('captcha')}
      name="captcha"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onChange={onChange}
      placeholder={t('common:please_code')}
      limit={SIGN_UP_LIMITS.captcha}
      error={error}
      suffix={<CaptchaImage src={src} onRefresh={onRefresh} />}
    />
  );
}
