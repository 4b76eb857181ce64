/** The toast key for the first missing field of an account login (spec §5), or null when complete. */
export function accountLoginError(form: { username: string; password: string; code: string }, captcha: boolean): string | null {
  if (!form.username.trim()) return 'please_user';
  if (!form.password) return 'please_pwd';
  if (captcha && !form.code.trim()) return 'please_code';
  return null;
}
