import { ApiError, CAPTCHA_REQUIRED, login } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSessionStore } from '@atrium/platform';
import { toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import type { AuthForm } from '../../auth/rules/auth-form';
import type { AuthMethod } from '../../auth/rules/auth-method';
import { loginPayload } from '../../auth/rules/login-payload';
import { loginError } from '../../auth/rules/login-validation';
import { useSuccessRedirect } from '../../auth/use-success-redirect';

export interface SignInOptions {
  method: AuthMethod | undefined;
  form: AuthForm;
  /** The account tab sends the image code (settings.loginCaptcha, or the server asked for it). */
  captcha: boolean;
  /**
   * The server asks for the image code on this account (after failed sign-ins, whatever the
   * tenant's setting): show it from now on, keeping what was typed.
   */
  onCaptchaRequired: () => void;
  /** A failed account sign-in voids the image: show a new one and clear its answer (spec §8). */
  onCaptchaSpent: () => void;
  /** A submit was tried: the form says what is missing under the fields (never in a toast). */
  onTried: () => void;
}

/**
 * Signs in by the chosen method (spec §4) on the kit's useSubmit: check, send once, then home
 * after 500 ms, busy until the page goes. A refusal was shown by the API client (the request for
 * the image code is said here) and what was typed stays; any other error is shown by useSubmit.
 */
export function useSignIn({ method, form, captcha, onCaptchaRequired, onCaptchaSpent, onTried }: SignInOptions) {
  const { t } = useTranslation(['auth', 'common']);
  const succeed = useSuccessRedirect();

  return useSubmit(
    async () => {
      let token: string;
      try {
        token = (await login(loginPayload(method!, form, { captcha }))).satoken;
      } catch (error) {
        if (method === 'account' && error instanceof ApiError && error.code === CAPTCHA_REQUIRED) {
          // The API client showed nothing: say why the image code appears, in the reader's words.
          onCaptchaRequired();
          toast(t('auth:captcha_required'));
          throw new ApiError(error.message, error.code, error.kind, true);
        }
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
