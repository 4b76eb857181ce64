import { useState } from 'react';
import { register } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { toast } from '@atrium/ui';
import type { AuthForm } from '../../auth/rules/auth-form';
import type { AuthMethod } from '../../auth/rules/auth-method';
import { registerPayload } from '../../auth/rules/register-payload';
import { registerError, type RegisterRules } from '../../auth/rules/register-validation';
import { useSuccessRedirect } from '../../auth/use-success-redirect';

export interface SignUpOptions {
  /** A failed account sign-up voids the image code: show a new one and clear its answer (spec §8). */
  onCaptchaSpent: () => void;
}

/** Creates the account (spec §4): check, send, then sign-in after 500 ms. */
export function useSignUp({ onCaptchaSpent }: SignUpOptions) {
  const { t } = useTranslation(['auth', 'common']);
  const [busy, setBusy] = useState(false);
  const succeed = useSuccessRedirect();

  const submit = async (method: AuthMethod, form: AuthForm, rules: RegisterRules) => {
    const problem = registerError(method, form, rules);
    if (problem) return void toast(t(problem));
    setBusy(true);
    try {
      await register(registerPayload(method, form, rules));
      succeed(t('register_success'), '/sign-in');
    } catch {
      // The API client has shown the server's message (spec §8); what was typed stays.
      if (method === 'account' && rules.imageCode) onCaptchaSpent();
      setBusy(false);
    }
  };

  return { submit, busy };
}
