import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@atrium/i18n';
import { Button, PageHeader, PasswordField, TextField, toast } from '@atrium/ui';
import { captchaImageUrl, login, SIGN_TYPE } from '@atrium/api';
import { tenant, useSessionStore, useSettingsStore } from '@atrium/platform';
import { accountLoginError } from './validate-account-login';
import styles from './sign-in-page.module.css';

/** Spec §4: after a successful sign-in, the route is replaced with home after 500 ms. */
const HOME_AFTER_MS = 500;

/**
 * Sign-in by account name and password (spec §2 tab 1); the e-mail and mobile tabs come with
 * the accounts issue. What the user typed survives a failed attempt.
 */
export default function SignInPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const captcha = useSettingsStore((s) => s.settings?.loginCaptcha ?? false);
  const [form, setForm] = useState({ username: '', password: '', code: '' });
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const error = accountLoginError(form, captcha);
    if (error) return toast(t(`common:${error}`));
    setBusy(true);
    try {
      const { satoken } = await login({
        loginName: form.username.trim(),
        loginPassword: form.password,
        signType: SIGN_TYPE.username,
        ...(captcha ? { code: form.code.trim() } : {}),
      });
      useSessionStore.getState().signIn(satoken);
      toast(t('common:login_success'));
      setTimeout(() => {
        void navigate('/home', { replace: true });
        void useSessionStore.getState().refreshUserInfo().catch(() => undefined);
      }, HOME_AFTER_MS);
    } catch {
      // The client already showed the server's msg (spec §8); a failed login refreshes the captcha.
      setCaptchaStamp(Date.now());
      setForm((f) => ({ ...f, code: '' }));
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <PageHeader back="/" title={t('title_sign_in')} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('username')}
          name="username"
          autoComplete="username"
          value={form.username}
          onChange={set('username')}
          placeholder={t('common:please_user')}
        />
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          value={form.password}
          onChange={set('password')}
          placeholder={t('common:please_pwd')}
        />
        {captcha && (
          <TextField
            label={t('captcha')}
            name="code"
            autoComplete="off"
            value={form.code}
            onChange={set('code')}
            placeholder={t('common:please_code')}
            suffix={
              <button type="button" className={styles.captcha} onClick={() => setCaptchaStamp(Date.now())} aria-label={t('captcha_refresh')}>
                <img src={captchaImageUrl(tenant().apiBase, 'LOGIN', captchaStamp)} alt={t('captcha')} width={96} height={36} />
              </button>
            }
          />
        )}
        <Button type="submit" block loading={busy}>
          {t('sign_in')}
        </Button>
      </form>
    </div>
  );
}
