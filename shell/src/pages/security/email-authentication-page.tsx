import type { FormEvent } from 'react';
import { bindEmail, sendEmailCode } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, SendCodeButton, Skeleton, TextField, toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { useSessionStore } from '@atrium/platform';
import { AccountScreen } from '../../account/account-screen';
import { StatusPanel } from '../../account/status-panel';
import { useForm } from '@atrium/kit';
import accountStyles from '../../account/account.module.css';
import { cleanEmail, CODE_LIMIT, EMAIL_LIMIT, emailBindingErrors, sendCodeProblem } from './validate-email-binding';

export { accountI18nReady as ready } from '../../account/i18n/register';

/**
 * /email-authentication: the e-mail bound to the account, if any, and binding a new one with a
 * BIND code sent to it (sendEmailCode, then bindEmail).
 */
export default function EmailAuthenticationPage() {
  const { t } = useTranslation('account');
  const user = useSessionStore((s) => s.userInfo);
  const bound = user?.email || null;
  const form = useForm({ email: '', code: '' }, (values) => emailBindingErrors(values, bound), (key) => t(key), { email: EMAIL_LIMIT, code: CODE_LIMIT });

  async function sendCode(): Promise<boolean> {
    // Spec §5: an empty e-mail gives login_please_emailCode.
    const problem = sendCodeProblem(form.values.email, bound);
    if (problem) {
      toast(t(problem));
      return false;
    }
    await sendEmailCode('BIND', cleanEmail(form.values.email));
    toast(t('code_sent'));
    return true;
  }

  const { busy, submit } = useSubmit(
    async () => {
      await bindEmail(cleanEmail(form.values.email), form.values.code.trim());
      // The binding is made: a failed refresh of the user info does not undo it.
      await useSessionStore.getState().refreshUserInfo().catch(() => undefined);
    },
    {
      check: form.check,
      onDone: () => {
        toast(t('email_bound_success'));
        form.reset();
      },
    },
  );

  return (
    <AccountScreen title={t('title_email_authentication')}>
      {!user ? (
        <Skeleton lines={3} />
      ) : (
        <>
          <StatusPanel tone={bound ? 'success' : 'info'} title={t('email_bound')}>
            <p className={bound ? accountStyles.ltr : undefined} data-testid="bound-email">
              {bound ?? t('email_none')}
            </p>
          </StatusPanel>
          <form
            className={accountStyles.form}
            noValidate
            aria-label={t(bound ? 'email_change' : 'email_bind')}
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              submit();
            }}
          >
            <p className={accountStyles.intro}>{t(bound ? 'email_change_intro' : 'email_bind_intro')}</p>
            <TextField label={t('email_new')} type="email" inputMode="email" autoComplete="email" dir="ltr" {...form.field('email')} />
            <TextField
              label={t('email_code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              {...form.field('code')}
              suffix={<SendCodeButton onSend={sendCode} />}
            />
            <Button type="submit" block loading={busy}>
              {t('bind')}
            </Button>
          </form>
        </>
      )}
    </AccountScreen>
  );
}
