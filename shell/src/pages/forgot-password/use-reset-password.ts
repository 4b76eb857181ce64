import { backPwd } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import type { AuthForm } from '../../auth/rules/auth-form';
import { resetPasswordError } from '../../auth/rules/reset-password-validation';
import { useSuccessRedirect } from '../../auth/use-success-redirect';

/**
 * Resets the password by e-mail code (spec §4) on the kit's useSubmit: check, send once, then
 * sign-in after 500 ms, busy until the page goes. A refusal was shown by the API client and what
 * was typed stays.
 */
export function useResetPassword(form: AuthForm) {
  const { t } = useTranslation(['auth', 'common']);
  const succeed = useSuccessRedirect();

  return useSubmit(
    async () => {
      await backPwd(form.email.trim(), form.password, form.emailCode.trim());
      await succeed(t('reset_success'), '/sign-in');
    },
    {
      check: () => {
        const problem = resetPasswordError(form);
        if (problem) toast(t(problem));
        return problem === null;
      },
    },
  );
}
