import type { FormEvent } from 'react';
import { useTranslation } from '@atrium/i18n';
import { tenant } from '@atrium/platform';
import { Button, PageHeader } from '@atrium/ui';
import styles from '../../auth/auth-page.module.css';
import { CodeField } from '../../auth/fields/code-field';
import { EmailField } from '../../auth/fields/email-field';
import { NewPasswordFields } from '../../auth/fields/new-password-fields';
import { authI18nReady } from '../../auth/i18n/register';
import { emptyAuthForm } from '../../auth/rules/auth-form';
import { useAuthForm } from '../../auth/use-auth-form';
import { useSendCode } from '../../auth/use-send-code';
import { useResetPassword } from './use-reset-password';

/** The router shows this screen once the auth messages are loaded. */
export const ready = authI18nReady;

/** /forgot-password (spec §3 password reset): e-mail, the new password twice, and a FIND_PASSWORD code. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { form, field } = useAuthForm(() => emptyAuthForm(tenant().flags.defaultAreaCode));
  const send = useSendCode();
  const { submit, busy } = useResetPassword(form);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('title_forgot_password')} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField value={form.email} onChange={field('email')} />
        <NewPasswordFields
          labelKey="new_password"
          password={form.password}
          password2={form.password2}
          onPassword={field('password')}
          onPassword2={field('password2')}
        />
        <CodeField
          label={t('email_code')}
          name="emailCode"
          value={form.emailCode}
          onChange={field('emailCode')}
          onSend={() => send.toEmail('FIND_PASSWORD', form.email)}
        />
        <div className={styles.actions}>
          <Button type="submit" block loading={busy}>
            {t('reset_password')}
          </Button>
        </div>
      </form>
    </div>
  );
}
