import { useTranslation } from '@atrium/i18n';
import { PasswordField } from '@atrium/ui';
import { CaptchaField } from '../../auth/fields/captcha-field';
import { CodeField } from '../../auth/fields/code-field';
import { EmailField } from '../../auth/fields/email-field';
import { MobileField } from '../../auth/fields/mobile-field';
import { UsernameField } from '../../auth/fields/username-field';
import { SIGN_IN_LIMITS } from '../../auth/rules/field-limits';
import type { AuthField, AuthForm } from '../../auth/rules/auth-form';
import type { AuthMethod } from '../../auth/rules/auth-method';
import type { InlineErrors } from '../../auth/use-inline-errors';
import { useSendCode } from '../../auth/use-send-code';

export interface SignInFieldsProps {
  method: AuthMethod;
  form: AuthForm;
  field: (name: AuthField) => (value: string) => void;
  /** The image code of the account tab, when the tenant (or the server, after failed sign-ins) asks for one. */
  captcha?: { src: string; refresh: () => void };
  /** What the form says under each field. */
  errors: InlineErrors;
}

/** The fields of one sign-in tab (spec §2): account and password, e-mail and code, or mobile and code. */
export function SignInFields({ method, form, field, captcha, errors }: SignInFieldsProps) {
  const { t } = useTranslation(['auth', 'common']);
  const send = useSendCode({ onMissing: errors.codeNeeds });

  switch (method) {
    case 'account':
      return (
        <>
          <UsernameField value={form.username} onChange={field('username')} limit={SIGN_IN_LIMITS.username} error={errors.message('username')} />
          <PasswordField
            label={t('password')}
            name="password"
            autoComplete="current-password"
            value={form.password}
            onChange={field('password')}
            placeholder={t('common:please_pwd')}
            limit={SIGN_IN_LIMITS.password}
            error={errors.message('password')}
          />
          {captcha && (
            <CaptchaField value={form.captcha} onChange={field('captcha')} src={captcha.src} onRefresh={captcha.refresh} error={errors.message('captcha')} />
          )}
        </>
      );
    case 'email':
      return (
        <>
          <EmailField value={form.email} onChange={field('email')} error={errors.message('email')} />
          <CodeField
            label={t('email_code')}
            name="emailCode"
            value={form.emailCode}
            onChange={field('emailCode')}
            onSend={() => send.toEmail('LOGIN', form.email)}
            error={errors.message('emailCode')}
          />
        </>
      );
    case 'phone':
      return (
        <>
          <MobileField
            areaCode={form.areaCode}
            onAreaCodeChange={field('areaCode')}
            value={form.mobile}
            onChange={field('mobile')}
            error={errors.message('mobile')}
          />
          <CodeField
            label={t('sms_code')}
            name="smsCode"
            value={form.smsCode}
            onChange={field('smsCode')}
            onSend={() => send.toMobile('LOGIN', form.areaCode, form.mobile)}
            error={errors.message('smsCode')}
          />
        </>
      );
  }
}
