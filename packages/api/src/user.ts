import { http, postSecret, type CallOptions, type Ok } from './client';

/** signType of spec §3/§9: 1 email, 2 phone, 3 username, 0 wallet (login and register bodies alike). */
export const SIGN_TYPE = { wallet: 0, email: 1, phone: 2, username: 3 } as const;

/** What a verification code is for. BIND binds an e-mail to the signed-in account. */
export type CodeType = 'REGISTER' | 'LOGIN' | 'FIND_PASSWORD' | 'BIND';

export interface LoginPayload {
  code?: string;
  loginName?: string;
  loginPassword?: string;
  email?: string;
  phone?: string;
  signType: number;
}

export interface RegisterPayload {
  loginPassword: string;
  /** The invite code. */
  activeCode?: string;
  code?: string;
  loginName?: string;
  email?: string;
  phone?: string;
  signType: number;
}

export interface AssetEntry {
  coin: string;
  amount: string;
  frozen: string;
}

export interface UserInfo {
  asset: AssetEntry[];
  allEarn: string;
  user: {
    userId: number;
    loginName: string;
    email: string | null;
    phone: string | null;
    /** 1 means frozen. */
    status: number;
    inviteCode: string;
    vipLevel: number;
    /** A wallet address bound to the account, if any. */
    address: string | null;
    /** Whether the fund (trade) password is set. */
    hasFundPassword: boolean;
  };
}

/** A country's dialling code (spec §3 "Country code group"). */
export interface CountryCode {
  englishName: string;
  chineseName: string;
  /** Digits only, e.g. "93". */
  phoneCode: string;
  /** ISO 3166-1 alpha-2, e.g. "AF". */
  countryCode: string;
}

export interface CountryCodeGroup {
  letter: string;
  data: CountryCode[];
}

/**
 * The phone number as the API knows it: "+" area code and number, digits only
 * ("+93", "70 123 4567" → "+93701234567").
 */
export function fullPhone(areaCode: string, mobile: string): string {
  return `+${areaCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '')}`;
}

export const login = (payload: LoginPayload, options?: CallOptions) =>
  http.post<Ok<{ satoken: string }>>('/user/login', payload, options).then((r) => r.data.data);
/** POST /api/user/register (spec §7). */
export const register = (payload: RegisterPayload, options?: CallOptions) =>
  http.post<Ok<null>>('/user/register', payload, options).then((r) => r.data);
export const getInfo = (options?: CallOptions) => http.post<Ok<UserInfo>>('/user/getInfo', {}, options).then((r) => r.data.data);
/** Ends the session on the server too (the token stops working). */
export const loginOut = (options?: CallOptions) =>
  http.post<Ok<null>>('/user/loginOut', {}, { ...options, silent: true }).then((r) => r.data);
export const getCountryCode = (options?: CallOptions) =>
  http.post<Ok<CountryCodeGroup[]>>('/user/getCountryCode', {}, options).then((r) => r.data.data);

/** The captcha image URL of GET /api/user/easyGenerateCode (an image, so it is loaded by an <img>, not by the client). */
export const captchaImageUrl = (apiBase: string, codeType: 'LOGIN' | 'REGISTER', timestamp: number) =>
  `${apiBase}/user/easyGenerateCode?codeType=${codeType}&timestamp=${timestamp}`;

export const sendEmailCode = (codeType: CodeType, email: string, options?: CallOptions) =>
  http.post<Ok<null>>('/user/sendEmailCode', {}, { ...options, params: { codeType, email } }).then((r) => r.data);
export const sendMobileCode = (codeType: CodeType, phone: string, options?: CallOptions) =>
  http.post<Ok<null>>('/user/sendMobileCode', {}, { ...options, params: { codeType, phone } }).then((r) => r.data);

/** Password reset by e-mail code (spec §7 backPwd). */
export const backPwd = (email: string, newPwd: string, emailCode: string, options?: CallOptions) =>
  postSecret<null>('/user/backPwd', { email, newPwd, emailCode }, options).then((r) => r.data);
/** The same reset through updatePwdByEmail, the name the spec also uses. */
export const updatePwdByEmail = (email: string, newPwd: string, emailCode: string, options?: CallOptions) =>
  postSecret<null>('/user/updatePwdByEmail', { email, newPwd, emailCode }, options).then((r) => r.data);
/** Changes the login password; the server takes the user from the token (rule 14), not from a client id. */
export const updateUserLoginPwd = (oldPwd: string, newPwd: string, options?: CallOptions) =>
  postSecret<null>('/user/updateUserLoginPwd', { oldPwd, newPwd }, options).then((r) => r.data);
/** Changes a password chosen by signType: 1 the login password, 2 the fund password. */
export const updatePwd = (oldPwd: string, newPwd: string, signType: 1 | 2, options?: CallOptions) =>
  postSecret<null>('/user/updatePwd', { oldPwd, newPwd, signType }, options).then((r) => r.data);
/** Sets the fund password the first time (refused once one is set). */
export const pwdSett = (pwd: string, options?: CallOptions) => postSecret<null>('/user/pwdSett', { pwd }, options).then((r) => r.data);
/** Sets a new fund (trade) password, proving the current one. */
export const tardPwdSet = (pwd: string, oldPwd: string, options?: CallOptions) =>
  postSecret<null>('/user/tardPwdSet', { pwd, oldPwd }, options).then((r) => r.data);
/** Binds an e-mail to the signed-in account with a BIND code. */
export const bindEmail = (email: string, emailCode: string, options?: CallOptions) =>
  postSecret<null>('/user/bindEmail', { email, emailCode }, options).then((r) => r.data);
