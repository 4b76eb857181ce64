/**
 * Everything the three screens let a user type. One record per screen, kept across tab
 * switches, so nothing typed is lost; each method reads the fields it needs. The e-mailed
 * code, the SMS code and the image code are separate fields because they answer different
 * questions.
 */
export interface AuthForm {
  username: string;
  email: string;
  /** Digits only ("93"), chosen with the area-code picker. */
  areaCode: string;
  mobile: string;
  password: string;
  /** The password typed a second time (sign-up, reset). */
  password2: string;
  emailCode: string;
  smsCode: string;
  /** The answer to the image code. */
  captcha: string;
  inviteCode: string;
}

export type AuthField = keyof AuthForm;

export function emptyAuthForm(areaCode: string, inviteCode = ''): AuthForm {
  return {
    username: '',
    email: '',
    areaCode,
    mobile: '',
    password: '',
    password2: '',
    emailCode: '',
    smsCode: '',
    captcha: '',
    inviteCode,
  };
}

/** Whether a field was left empty; spaces alone count as empty. */
export const isBlank = (value: string) => value.trim() === '';
