import { pwdSett, tardPwdSet } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Skeleton, toast } from '@atrium/ui';
import { useSessionStore } from '@atrium/platform';
import { useReturnTo } from '@atrium/platform/detour';
import { AccountScreen } from '../../account/account-screen';
import accountStyles from '../../account/account.module.css';
import { PasswordForm } from './password-form';

export { accountI18nReady as ready } from '../../account/i18n/register';

/**
 * /fund-password: set the fund password the first time (pwdSett), or change it by proving the
 * current one (tardPwdSet). Which one comes from the user info the shell re-fetches on every
 * navigation (spec §2). Opened as a detour (`?returnTo`, e.g. from a withdrawal), it goes back
 * there once saved, to the form as it was left.
 */
export default function FundPasswordPage() {
  const { t } = useTranslation('account');
  const user = useSessionStore((s) => s.userInfo);
  const isSet = Boolean(user?.hasFundPassword);
  const back = useReturnTo();

  return (
    <AccountScreen title={t('title_fund_password')} onBack={back.path ? () => back.finish() : undefined}>
      {!user ? (
        <Skeleton lines={3} />
      ) : (
        <>
          <p className={accountStyles.intro}>{t(isSet ? 'fund_password_change_intro' : 'fund_password_set_intro')}</p>
          <PasswordForm
            // A fresh form when the password goes from not set to set.
            key={isSet ? 'change' : 'set'}
            kind="fund"
            needsCurrent={isSet}
            labels={{ current: t('current_fund_password'), password: t('new_fund_password'), confirm: t('confirm_fund_password') }}
            submitLabel={t(isSet ? 'change_fund_password' : 'set_fund_password')}
            onSave={async ({ current, password }) => {
              if (isSet) await tardPwdSet(password, current);
              else await pwdSett(password);
              toast(t(isSet ? 'fund_password_changed' : 'fund_password_set'));
              await useSessionStore.getState().refreshUserInfo().catch(() => undefined);
              back.finish();
            }}
          />
        </>
      )}
    </AccountScreen>
  );
}
