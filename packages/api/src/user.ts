import { http, type Ok } from './client';

/** signType of spec §3/§9: 1 email, 2 phone, 3 username, 0 wallet. */
export const SIGN_TYPE = { wallet: 0, email: 1, phone: 2, username: 3 } as const;

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
  };
}

export const login = (payload: LoginPayload) =>
  http.post<Ok<{ satoken: string }>>('/user/login', payload).then((r) => r.data.data);
export const register = (payload: RegisterPayload) => http.post<Ok<null>>('/user/register', payload).then((r) => r.data);
export const getInfo = () => http.get<Ok<UserInfo>>('/user/getInfo').then((r) => r.data.data);
export const loginOut = () => http.post<Ok<null>>('/user/loginOut', {}).then((r) => r.data);
/** The captcha image URL (an image, so it is loaded by an <img>, not by the client). */
export const captchaImageUrl = (apiBase: string, codeType: 'LOGIN' | 'REGISTER', timestamp: number) =>
  `${apiBase}/user/easyGenerateCode?codeType=${codeType}&timestamp=${timestamp}`;
