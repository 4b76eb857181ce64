import { useTranslation } from 'react-i18next';
import { TextField } from '@atrium/ui';

/** The account name input of the auth screens. */
export function UsernameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
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
    />
  );
}
