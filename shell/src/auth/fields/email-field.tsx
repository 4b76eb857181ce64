import { useTranslation } from 'react-i18next';
import { TextField } from '@atrium/ui';

/** The e-mail input of the auth screens. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
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
    />
  );
}
