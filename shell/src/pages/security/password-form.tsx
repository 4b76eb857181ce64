import type { FormEvent } from 'react';
import { useTranslation } from '@atrium/i18n';
import { Button, PasswordField } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { useForm } from '@atrium/kit';
import accountStyles from '../../account/account.module.css';
import { PASSWORD_FIELD_MAX, PASSWORD_MAX, PASSWORD_MIN, passwordChangeErrors, type PasswordChange } from './validate-passwords';

const EMPTY: PasswordChange = { current: '', password: '', confirm: '' };

export interface PasswordFormProps {
  /** Changing an existing password proves the current one; setting a first one does not. */
  needsCurrent: boolean;
  /** Login passwords let the browser's password manager help; a fund password is kept out of it. */
  kind: 'login' | 'fund';
  labels: { current: string; password: string; confirm: string };
  submitLabel: string;
  /** Saves on the server; a refusal keeps what was typed. */
  onSave(values: PasswordChange): Promise<void>;
}

/**
 * A new password typed twice, with the current one when changing it; cleared once saved. The
 * fields count their characters up to the server's limits (the current one 128, a new one 64,
 * its length rule said under it). Sent once however often it is tapped (the kit's useSubmit); a
 * refusal keeps what was typed.
 */
export function PasswordForm({ needsCurrent, kind, labels, submitLabel, onSave }: PasswordFormProps) {
  const { t } = useTranslation('account');
  const form = useForm(
    EMPTY,
    (values) => passwordChangeErrors(values, needsCurrent),
    (key) => t(key, { min: PASSWORD_MIN, count: PASSWORD_MAX }),
    { current: PASSWORD_FIELD_MAX, password: PASSWORD_MAX, confirm: PASSWORD_MAX },
  );
  const { busy, submit } = useSubmit(() => onSave(form.values), { check: form.check, onDone: () => form.reset() });
  const login = kind === 'login';

  return (
    <form
      className={accountStyles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      {needsCurrent && <PasswordField label={labels.current} autoComplete={login ? 'current-password' : 'off'} {...form.field('current')} />}
      <PasswordField
        label={labels.password}
        autoComplete={login ? 'new-password' : 'off'}
        hint={t('password_length', { min: PASSWORD_MIN, count: PASSWORD_MAX })}
        {...form.field('password')}
      />
      <PasswordField label={labels.confirm} autoComplete={login ? 'new-password' : 'off'} {...form.field('confirm')} />
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
