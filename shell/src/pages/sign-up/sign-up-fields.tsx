import { useTranslation } from '@atrium/i18n';
import { CaptchaField } from '../../auth/fields/captcha-field';
import { CodeField } from '../../auth/fields/code-field';
import { EmailField } from '../../auth/fields/email-field';
import { MobileField } from '../../auth/fields/mobile-field';
import { NewPasswordFields } from '../../auth/fields/new-password-fields';
import { UsernameField } from '../../auth/fields/username-field';
import { SIGN_UP_LIMITS, USERNAME_MIN } from '../../auth/rules/field-limits';
import type { AuthField, AuthForm } from '../../auth/rules/auth-form';
import type { AuthMethod } from '../../auth/rules/auth-method';
import type { InlineErrors } from '../../auth/use-inline-errors';
import { useSendCode } from '../../auth/use-send-code';
import { InviteCodeField } from './invite-code-field';

export interface SignUpFieldsProps {
  method: AuthMethod;
  form: AuthForm;
  field: (name: AuthField) => (value: string) => void;
  /** The image code of the account method, when the tenant turns h5Code on. */
  captcha?: { src: string; refresh: () => void };
  /** The e-mail method asks for the mobile number too (flag signUp.phoneRequiredWithEmail). */
  phoneWithEmail: boolean;
  inviteRequired: boolean;
  /** What the form says under each field. */
  errors: InlineErrors;
}

/**
 * The fields of one sign-up method (spec §3 registration form), in the order the rules of
 * spec §5 check them: who, password twice, invite code, then the code that proves it.
 */
export function SignUpFields({ method, form, field, captcha, phoneWithEmail, inviteRequired, errors }: SignUpFieldsProps) {
  const { t } = useTranslation('auth');
  const send = useSendCode({ onMissing: errors.codeNeeds });
  const mobile = (
    <MobileField areaCode={form.areaCode} onAreaCodeChange={field('areaCode')} value={form.mobile} onChange={field('mobile')} error={errors.message('mobile')} />
  );

  return (
    <>
      {method === 'account' && (
        <UsernameField
          value={form.username}
          onChange={field('username')}
          limit={SIGN_UP_LIMITS.username}
          hint={t('username_hint', { min: USERNAME_MIN, max: SIGN_UP_LIMITS.username })}
          error={errors.message('username')}
        />
      )}
      {method === 'email' && <EmailField value={form.email} onChange={field('email')} error={errors.message('email')} />}
      {(method === 'phone' || (method === 'email' && phoneWithEmail)) && mobile}
      <NewPasswordFields
        labelKey="password"
        password={form.password}
        password2={form.password2}
        onPassword={field('password')}
        onPassword2={field('password2')}
        errors={{ password: errors.message('password'), password2: errors.message('password2') }}
      />
      <InviteCodeField value={form.inviteCode} onChange={field('inviteCode')} required={inviteRequired} error={errors.message('inviteCode')} />
      {method === 'account' && captcha && (
        <CaptchaField value={form.captcha} onChange={field('captcha')} src={captcha.src} onRefresh={captcha.refresh} error={errors.message('captcha')} />
      )}
      {method === 'email' && (
        <CodeField
          label={t('email_code')}
          name="emailCode"
          value={form.emailCode}
          onChange={field('emailCode')}
          onSend={() => send.toEmail('REGISTER', form.email)}
          error={errors.message('emailCode')}
        />
      )}
      {method === 'phone' && (
        <CodeField
          label={t('sms_code')}
          name="smsCode"
          value={form.smsCode}
          onChange={field('smsCode')}
          onSend={() => send.toMobile('REGISTER', form.areaCode, form.mobile)}
          error={errors.message('smsCode')}
        />
      )}
    </>
  );
}
