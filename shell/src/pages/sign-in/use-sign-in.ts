import { login } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@atrium/platform';
import { useSubmit } from '@atrium/ui/submit';
import type { AuthForm } from '../../auth/rules/auth-form';
import type { AuthMethod } from '../../auth/rules/auth-method';
import { loginPayload } from '../../auth/rules/login-payload';
import { loginError } from '../../auth/rules/login-validation';
import { useSuccessRedirect } from '../../auth/use-success-redirect';

export interface SignInOptions {
  method: AuthMethod | undefined;
  form: AuthForm;
  /** settings.loginCaptcha: the account tab sends the image code. */
  captcha: boolean;
  /** A failed account sign-in voids the image: show a new one and clear its answer (spec §8). */
  onCaptchaSpent: () => void;
  /** A submit was tried: the form says what is missing under the fields (never in a toast). */
  onTried: () => void;
}

/**
 * Signs in by the chosen method (spec §4) on the kit's useSubmit: check, send once, then home
 * after 500 ms, busy until the page goes. A refusal was shown by the API client and what was
 * typed stays; any other error is shown by useSubmit.
 */
export function useSignIn({ method, form, captcha, onCaptchaSpent, onTried }: SignInOptions) {
  const { t } = useTranslation(['auth', 'common']);
  const succeed = useSuccessRedirect();

  return useSubmit(
    async () => {
      let token: string;
      try {
        token = (await login(loginPayload(method!, form, { captcha }))).satoken;
      } catch (error) {
        if (method === 'account' && captcha) onCaptchaSpent();
        throw error;
      }
      useSessionStore.getState().signIn(token);
      await succeed(t('common:login_success'), '/home', {
        then: () => void useSessionStore.getState().refreshUserInfo().catch(() => undefined),
      });
    },
    {
      check: () => {
        if (!method) return false;
        onTried();
        return loginError(method, form, { captcha }) === null;
      },
    },
  );
}
