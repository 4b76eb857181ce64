import { useState } from 'react';
import { Link } from 'react-router-dom';
import { updateUserLoginPwd } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSessionStore } from '@atrium/platform';
import { AccountScreen } from '../../account/account-screen';
import { StatusPanel } from '../../account/status-panel';
import accountStyles from '../../account/account.module.css';
import { PasswordForm } from './password-form';

export { accountI18nReady as ready } from '../../account/i18n/register';

/**
 * /change-password: the current password, the new one twice (updateUserLoginPwd). The server
 * ends the account's other sessions; this one is checked right after: while its token works the
 * user stays signed in, and a refused token signs out and reloads to sign-in (spec §8).
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const [changed, setChanged] = useState(false);

  return (
    <AccountScreen title={t('title_change_password')}>
      {changed ? (
        <StatusPanel
          tone="success"
          title={t('password_changed')}
          actions={
            <Link className={accountStyles.linkButton} to="/home" replace>
              {t('go_home')}
            </Link>
          }
        >
          <p>{t('password_changed_signed_in')}</p>
        </StatusPanel>
      ) : (
        <PasswordForm
          kind="login"
          needsCurrent
          labels={{ current: t('current_password'), password: t('new_password'), confirm: t('confirm_password') }}
          submitLabel={t('change_password')}
          onSave={async ({ current, password }) => {
            await updateUserLoginPwd(current, password);
            // The token check: a network hiccup here does not undo a change that was made.
            await useSessionStore.getState().refreshUserInfo().catch(() => undefined);
            setChanged(true);
          }}
        />
      )}
    </AccountScreen>
  );
}
