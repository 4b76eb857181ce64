import { register } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSubmit } from '@atrium/ui/submit';
import type { AuthForm } from '../../auth/rules/auth-form';
import type { AuthMethod } from '../../auth/rules/auth-method';
import { registerPayload } from '../../auth/rules/register-payload';
import { registerError, type RegisterRules } from '../../auth/rules/register-validation';
import { signedUpAccount, type SignedUpState } from '../../auth/rules/signed-up-account';
import { useSuccessRedirect } from '../../auth/use-success-redirect';

export interface SignUpOptions {
  method: AuthMethod | undefined;
  form: AuthForm;
  rules: RegisterRules;
  /** A failed account sign-up voids the image code: show a new one and clear its answer (spec §8). */
  onCaptchaSpent: () => void;
  /** A submit was tried: the form says its problems under the fields (never in a toast). */
  onTried: () => void;
}

/**
 * Creates the account (spec §4) on the kit's useSubmit: check, send once (taps in the same
 * instant send one request; no confirmation, no money moves), then sign-in after 500 ms with
 * the account name filled in (never the password), busy until the page goes. A refusal was
 * shown by the API client and what was typed stays; any other error is shown by useSubmit.
 */
export function useSignUp({ method, form, rules, onCaptchaSpent, onTried }: SignUpOptions) {
  const { t } = useTranslation(['auth', 'common']);
  const succeed = useSuccessRedirect();

  return useSubmit(
    async () => {
      try {
        await register(registerPayload(method!, form, rules));
      } catch (error) {
        if (method === 'account' && rules.imageCode) onCaptchaSpent();
        throw error;
      }
      const state: SignedUpState = { signedUp: signedUpAccount(method!, form) };
      await succeed(t('register_success'), '/sign-in', { state });
    },
    {
      check: () => {
        if (!method) return false;
        onTried();
        return registerError(method, form, rules) === null;
      },
    },
  );
}
