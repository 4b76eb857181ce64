import { useState } from 'react';
import { login } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@atrium/platform';
import { toast } from '@atrium/ui';
import type { AuthForm } from '../../auth/rules/auth-form';
import type { AuthMethod } from '../../auth/rules/auth-method';
import { loginPayload } from '../../auth/rules/login-payload';
import { loginError } from '../../auth/rules/login-validation';
import { useSuccessRedirect } from '../../auth/use-success-redirect';

export interface SignInOptions {
  /** settings.loginCaptcha: the account tab sends the image code. */
  captcha: boolean;
  /** A failed account sign-in voids the image: show a new one and clear its answer (spec §8). */
  onCaptchaSpent: () => void;
}

/** Signs in by the chosen method (spec §4): check, send, then home after 500 ms. */
export function useSignIn({ captcha, onCaptchaSpent }: SignInOptions) {
  const { t } = useTranslation(['auth', 'common']);
  const [busy, setBusy] = useState(false);
  const succeed = useSuccessRedirect();

  const submit = async (method: AuthMethod, form: AuthForm) => {
    const problem = loginError(method, form, { captcha });
    if (problem) return void toast(t(problem));
    setBusy(true);
    try {
      const { satoken } = await login(loginPayload(method, form, { captcha }));
      useSessionStore.getState().signIn(satoken);
      // Busy stays on until the page goes, so the form cannot be sent twice.
      succeed(t('common:login_success'), '/home', () => {
        void useSessionStore.getState().refreshUserInfo().catch(() => undefined);
      });
    } catch {
      // The API client has shown the server's message (spec §8); what was typed stays.
      if (method === 'account' && captcha) onCaptchaSpent();
      setBusy(false);
    }
  };

  return { submit, busy };
}
