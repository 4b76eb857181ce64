/**
 * The demo accounts, the same in each tenant: `demo` (active, with balances) and `frozen`
 * (status 1, for the frozen-account dialog). Password demo1234 for both.
 */
export interface UserSeed {
  loginName: string;
  password: string;
  /** {tenant} is replaced by the tenant's name. */
  email: string;
  phone: string;
  status: number;
  vipLevel: number;
  allEarn: string;
  inviteCode: string;
  assets: { coin: string; amount: string; frozen: string }[];
}

export const DEMO_PASSWORD = 'demo1234';

export const USERS: UserSeed[] = [
  {
    loginName: 'demo',
    password: DEMO_PASSWORD,
    email: 'demo@{tenant}.example',
    phone: '+15550100001',
    status: 0,
    vipLevel: 2,
    allEarn: '1284.56',
    inviteCode: 'DEMO01',
    assets: [
      { coin: 'usdt', amount: '10000', frozen: '0' },
      { coin: 'btc', amount: '0.5', frozen: '0' },
      { coin: 'eth', amount: '3', frozen: '0.25' },
    ],
  },
  {
    loginName: 'frozen',
    password: DEMO_PASSWORD,
    email: 'frozen@{tenant}.example',
    phone: '+15550100002',
    status: 1,
    vipLevel: 0,
    allEarn: '0',
    inviteCode: 'FROZE1',
    assets: [{ coin: 'usdt', amount: '250', frozen: '250' }],
  },
];
