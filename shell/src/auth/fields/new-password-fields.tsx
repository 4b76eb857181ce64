import { useTranslation } from '@atrium/i18n';
import { PasswordField } from '@atrium/ui';
import { PASSWORD_MIN, SIGN_UP_LIMITS } from '../rules/field-limits';
import { passwordsDiffer } from '../rules/passwords-match';

export interface NewPasswordFieldsProps {
  /** "password" on sign-up, "new_password" on reset. */
  labelKey: 'password' | 'new_password';
  password: string;
  password2: string;
  onPassword: (value: string) => void;
  onPassword2: (value: string) => void;
  /** What is wrong with each, said under it (a mismatch shows as it is typed anyway). */
  errors?: { password?: string; password2?: string };
}

/**
 * A new password typed twice, its length rule said under the first and its limit counted; a
 * mismatch shows under the second as the user types (spec §5).
 */
export function NewPasswordFields({ labelKey, password, password2, onPassword, onPassword2, errors = {} }: NewPasswordFieldsProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <>
      <PasswordField
        label={t(labelKey)}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        placeholder={t('common:please_pwd')}
        limit={SIGN_UP_LIMITS.password}
        hint={t('password_hint', { min: PASSWORD_MIN, max: SIGN_UP_LIMITS.password })}
        error={errors.password}
      />
      <PasswordField
        label={t('password_again')}
        name="password2"
        autoComplete="new-password"
        value={password2}
        onChange={onPassword2}
        placeholder={t('please_pwd_again')}
        limit={SIGN_UP_LIMITS.password2}
        error={passwordsDiffer(password, password2) ? t('register_pwd_diff') : errors.password2}
      />
    </>
  );
}
