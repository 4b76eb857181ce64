import { useTranslation } from '@atrium/i18n';
import { TextField } from '@atrium/ui';

export interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The most characters the server takes here (sign-up 20, sign-in 64: see field-limits.ts). */
  limit: number;
  /** The rule a new name must meet, said before it bites (sign-up). */
  hint?: string;
  /** What is wrong with it, said under it. */
  error?: string;
}

/** The account name input of the auth screens, with its limit. */
export function UsernameField({ value, onChange, limit, hint, error }: UsernameFieldProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <TextField
      label={t('username')}
      name="username"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onChange={onChange}
      placeholder={t('common:please_user')}
      limit={limit}
      hint={hint}
      error={error}
    />
  );
}
