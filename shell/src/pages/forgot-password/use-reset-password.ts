import { useState } from 'react';
import { backPwd } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { toast } from '@atrium/ui';
import type { AuthForm } from '../../auth/rules/auth-form';
import { resetPasswordError } from '../../auth/rules/reset-password-validation';
import { useSuccessRedirect } from '../../auth/use-success-redirect';

/** Resets the password by e-mail code (spec §4): check, send, then sign-in after 500 ms. */
export function useResetPassword() {
  const { t } = useTranslation(['auth', 'common']);
  const [busy, setBusy] = useState(false);
  const succeed = useSuccessRedirect();

  const submit = async (form: AuthForm) => {
    const problem = resetPasswordError(form);
    if (problem) return void toast(t(problem));
    setBusy(true);
    try {
      await backPwd(form.email.trim(), form.password, form.emailCode.trim());
      succeed(t('reset_success'), '/sign-in');
    } catch {
      // The API client has shown the server's message (spec §8); what was typed stays.
      setBusy(false);
    }
  };

  return { submit, busy };
}
