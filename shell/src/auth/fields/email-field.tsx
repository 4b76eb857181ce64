import { useTranslation } from '@atrium/i18n';
import { TextField } from '@atrium/ui';
import { SIGN_UP_LIMITS } from '../rules/field-limits';

/** The e-mail input of the auth screens; `error`, what is wrong with it, is said under it. */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <TextField
      label={t('email')}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onChange={onChange}
      placeholder={t('common:please_email')}
      limit={SIGN_UP_LIMITS.email}
      error={error}
    />
  );
}
