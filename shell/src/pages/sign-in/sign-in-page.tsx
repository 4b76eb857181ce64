import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { tenant, useSettingsStore } from '@atrium/platform';
import { Button, EmptyState, Icon, PageHeader } from '@atrium/ui';
import { authI18nReady } from '../../auth/i18n/register';
import styles from '../../auth/auth-page.module.css';
import { LanguageLink } from '../../auth/language-link';
import { MethodTabs } from '../../auth/method-tabs';
import { initialMethod, signInMethods } from '../../auth/rules/auth-methods';
import { emptyAuthForm } from '../../auth/rules/auth-form';
import type { AuthMethod } from '../../auth/rules/auth-method';
import { loginErrors } from '../../auth/rules/login-validation';
import { readSignedUpAccount, withSignedUpAccount } from '../../auth/rules/signed-up-account';
import { useAuthForm } from '../../auth/use-auth-form';
import { useInlineErrors } from '../../auth/use-inline-errors';
import { useCaptcha } from '../../auth/use-captcha';
import { SignInFields } from './sign-in-fields';
import { useSignIn } from './use-sign-in';
import { SettingsPlaceholder } from '../../layout/first-read-placeholder';

/** The router shows this screen once the auth messages are loaded. */
export const ready = authI18nReady;

/**
 * /sign-in (spec §2): account, e-mail and mobile tabs as the server and the tenant allow, a
 * language button and a close button, the forgot-password and sign-up links, and the wallet
 * sign-in where the tenant's backend has it. Everything typed stays across tab switches and
 * failed attempts; what is missing is said under its field. Just after a sign-up, the tab of
 * its method opens with the account name filled in (the password is typed again).
 */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const settings = useSettingsStore((s) => s.settings);
  const { flags, capabilities } = tenant();
  const [params] = useSearchParams();
  const signedUp = readSignedUpAccount(useLocation().state);
  const { form, field } = useAuthForm(() => withSignedUpAccount(emptyAuthForm(flags.defaultAreaCode), signedUp));
  const [chosen, setChosen] = useState<AuthMethod | undefined>(signedUp?.method);
  const image = useCaptcha('LOGIN');
  // The server may ask for the image code on an account after failed sign-ins, even where the
  // tenant does not: from then on the account tab shows it.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaOn = (settings?.loginCaptcha ?? false) || captchaAsked;

  // Settings may change under the screen (a fresh copy replaces the stored one): keep the
  // user's tab while it is still offered.
  const methods = settings ? signInMethods(settings.loginMethods, flags.signIn) : undefined;
  const method = chosen && methods?.includes(chosen) ? chosen : methods && initialMethod(methods);
  const formRef = useRef<HTMLFormElement>(null);
  const inline = useInlineErrors(method, form, method ? loginErrors(method, form, { captcha: captchaOn }) : {}, formRef);
  const { submit, busy } = useSignIn({
    method,
    form,
    captcha: captchaOn,
    onCaptchaRequired: () => {
      setCaptchaAsked(true);
      image.refresh();
      field('captcha')('');
    },
    onCaptchaSpent: () => {
      image.refresh();
      field('captcha')('');
    },
    onTried: inline.tried,
  });
  // An invite code that brought the visitor here goes on to sign-up (rule 6).
  const invite = params.get('invite_code');
  const signUpPath = invite ? `/sign-up?${new URLSearchParams({ invite_code: invite })}` : '/sign-up';
  // Where the tenant's backend proves wallet addresses (rule 14), the wallet sign-in is one tap away.
  const walletPath = invite ? `/sign-in-wallet?${new URLSearchParams({ invite_code: invite })}` : '/sign-in-wallet';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <div className={styles.page}>
      <PageHeader
        back={false}
        title={t('title_sign_in')}
        right={
          <>
            <LanguageLink />
            <Link to="/" className={styles.headerIcon} aria-label={t('close')}>
              <Icon name="close" />
            </Link>
          </>
        }
      />
      {!methods ? (
        <SettingsPlaceholder lines={6} />
      ) : !method ? (
        <EmptyState title={t('sign_in_closed')} />
      ) : (
        <>
          {methods.length > 1 && <MethodTabs methods={methods} value={method} onChange={setChosen} label={t('sign_in_methods')} />}
          <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
            <SignInFields method={method} form={form} field={field} captcha={captchaOn ? image : undefined} errors={inline} />
            <Link to="/forgot-password" className={`${styles.link} ${styles.endLink}`}>
              {t('forgot_password')}
            </Link>
            <div className={styles.actions}>
              <Button type="submit" block loading={busy}>
                {t('sign_in')}
              </Button>
              <p className={styles.aside}>
                {t('no_account')}
                <Link to={signUpPath} className={styles.link}>
                  {t('sign_up')}
                </Link>
              </p>
              {capabilities.walletNonce && (
                <Link to={walletPath} className={`${styles.link} ${styles.centredLink}`}>
                  {t('sign_in_with_wallet')}
                </Link>
              )}
            </div>
          </form>
        </>
      )}
    </div>
  );
}
