import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { tenant, useSettingsStore } from '@atrium/platform';
import { Button, EmptyState, PageHeader } from '@atrium/ui';
import styles from '../../auth/auth-page.module.css';
import { authI18nReady } from '../../auth/i18n/register';
import { LanguageLink } from '../../auth/language-link';
import { MethodTabs } from '../../auth/method-tabs';
import { emptyAuthForm } from '../../auth/rules/auth-form';
import type { AuthMethod } from '../../auth/rules/auth-method';
import { initialMethod, signUpMethods } from '../../auth/rules/auth-methods';
import { inviteCodeRequired } from '../../auth/rules/invite-code';
import { registerErrors, type RegisterRules } from '../../auth/rules/register-validation';
import { useAuthForm } from '../../auth/use-auth-form';
import { useInlineErrors } from '../../auth/use-inline-errors';
import { useCaptcha } from '../../auth/use-captcha';
import { AgreeTerms } from './agree-terms';
import { SignUpFields } from './sign-up-fields';
import { useSignUp } from './use-sign-up';
import { SettingsPlaceholder } from '../../layout/first-read-placeholder';

/** The router shows this screen once the auth messages are loaded. */
export const ready = authI18nReady;

/**
 * /sign-up (spec §2, §3): account, e-mail and mobile methods as the server and the tenant
 * allow, the invite code prefilled from `?invite_code` (where invite links `/i&{code}` land),
 * the image code when h5Code is on, and consent to the terms.
 */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const settings = useSettingsStore((s) => s.settings);
  const { flags } = tenant();
  const [params] = useSearchParams();
  const { form, field } = useAuthForm(() => emptyAuthForm(flags.defaultAreaCode, params.get('invite_code')?.trim() ?? ''));
  const [chosen, setChosen] = useState<AuthMethod>();
  const [agreed, setAgreed] = useState(false);
  const image = useCaptcha('REGISTER');
  const imageCode = settings?.marketUrl.h5Code ?? false;

  const methods = settings ? signUpMethods(settings.registerMethods, flags.signUp) : undefined;
  const method = chosen && methods?.includes(chosen) ? chosen : methods && initialMethod(methods);
  const inviteRequired = method ? inviteCodeRequired(method, flags.inviteCode.requiredFor) : false;
  const phoneWithEmail = flags.signUp.phoneRequiredWithEmail;
  const rules: RegisterRules = { imageCode, inviteRequired, phoneWithEmail, agreed };
  const formRef = useRef<HTMLFormElement>(null);
  const inline = useInlineErrors(method, form, method ? registerErrors(method, form, rules) : {}, formRef);
  const { submit, busy } = useSignUp({
    method,
    form,
    rules,
    onCaptchaSpent: () => {
      image.refresh();
      field('captcha')('');
    },
    onTried: inline.tried,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('title_sign_up')} right={<LanguageLink />} />
      {!methods ? (
        <SettingsPlaceholder lines={8} />
      ) : !method ? (
        <EmptyState title={t('sign_up_closed')} />
      ) : (
        <>
          {methods.length > 1 && <MethodTabs methods={methods} value={method} onChange={setChosen} label={t('sign_up_methods')} />}
          <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
            <SignUpFields
              method={method}
              form={form}
              field={field}
              captcha={imageCode ? image : undefined}
              phoneWithEmail={phoneWithEmail}
              inviteRequired={inviteRequired}
              errors={inline}
            />
            <AgreeTerms checked={agreed} onChange={setAgreed} error={inline.message('agree')} />
            <div className={styles.actions}>
              <Button type="submit" block loading={busy}>
                {t('sign_up')}
              </Button>
              <p className={styles.aside}>
                {t('have_account')}
                <Link to="/sign-in" className={styles.link}>
                  {t('sign_in')}
                </Link>
              </p>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
