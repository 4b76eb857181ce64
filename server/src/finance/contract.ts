/**
 * The front end's contract types of DeFi stakes and finance products (packages/api defi.ts,
 * finance.ts), imported types only like src/contract.ts, so the server's answers cannot drift
 * from them. (Kept here rather than in src/contract.ts while issue 7 is built in parallel.)
 */
export type {
  DefiIncome,
  DefiInvestment,
  DefiOrder,
  DefiOverview,
  FinanceOrder,
  FinanceOrderStatus,
  FinanceProduct,
  ProductAudience,
  ProductKind,
  VipStatus,
} from '@atrium/api';
