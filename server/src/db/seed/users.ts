/**
 * The demo accounts of development, the same in each tenant: `demo` (active, with balances) and
 * `frozen` (status 1, for the frozen-account dialog). Password demo1234 for both: published (the
 * README, every test), so production never seeds them (seedIfEmpty); its demo account, when asked
 * for, starts as `demo` with a random password (demo-account.ts).
 *
 * Balances are opening movements of the ledger into the funding account; the frozen amounts are
 * pending withdrawals (their amount frozen), so freezeList explains them.
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
  /** Funding balances (totals: a pending withdrawal below freezes part of one). */
  assets: { coin: string; amount: string }[];
  /** Pending withdrawals, made after the opening balances: their amounts are frozen. */
  pendingWithdrawals: { coin: string; chain: 'ERC20' | 'TRC20'; amount: string; hoursAgo: number }[];
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
      { coin: 'usdt', amount: '10000' },
      { coin: 'btc', amount: '0.5' },
      { coin: 'eth', amount: '3' },
    ],
    pendingWithdrawals: [{ coin: 'eth', chain: 'ERC20', amount: '0.25', hoursAgo: 2 }],
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
    assets: [{ coin: 'usdt', amount: '250' }],
    pendingWithdrawals: [{ coin: 'usdt', chain: 'TRC20', amount: '250', hoursAgo: 30 }],
  },
];
