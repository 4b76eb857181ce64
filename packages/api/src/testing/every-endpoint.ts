// The public face on purpose (nothing else in the package imports it): the walk must see every
// endpoint function a remote can call, and notice a new one.
import * as api from '../index';
import { FakeNetwork, type Sent } from './fake-network';

/**
 * One call of every endpoint function, with arguments of the right shape, for the tests that
 * walk the whole client: which method each uses (endpoint-methods.test.ts) and that the
 * reference server accepts it (server/src/client-contract.test.ts). Typed by the exports, so an
 * endpoint function missing here fails `missingEndpoints` and a renamed one fails the type check.
 */
type Exports = typeof api;

/** Exports that are not calls of the API. */
export const NOT_ENDPOINTS = ['http', 'configureClient', 'postSecret', 'ApiError', 'fullPhone', 'captchaImageUrl'] as const;

type EndpointName = {
  [K in keyof Exports]: Exports[K] extends (...args: never[]) => Promise<unknown> ? (K extends (typeof NOT_ENDPOINTS)[number] ? never : K) : never;
}[keyof Exports];

const form = { holderName: 'Ada Lovelace', bankName: 'Bank of Atrium', branch: 'Main Street', cardNumber: '4111111111111111' };
const address = '0x52908400098527886E0F7030069857D2E4169EE7';

export const EVERY_ENDPOINT: Record<EndpointName, () => Promise<unknown>> = {
  assetBalance: () => api.assetBalance(),
  transferFunds: () => api.transferFunds({ coin: 'usdt', amount: '1', from: 'funding', to: 'spot' }),
  saveBankCard: () => api.saveBankCard(form),
  listBankCards: () => api.listBankCards(),
  updateBankCard: () => api.updateBankCard({ id: 1, ...form }),
  getBankCard: () => api.getBankCard(1),
  deleteBankCard: () => api.deleteBankCard(1),
  getAllSetting: () => api.getAllSetting(),
  getCoinList: () => api.getCoinList(),
  getMt5Amount: () => api.getMt5Amount('XAU'),
  getWhitePaperSetting: () => api.getWhitePaperSetting(),
  getDictionary: () => api.getDictionary('defi_activity_type'),
  uploadFile: () => api.uploadFile(new Blob(['\x89PNG\r\n\x1a\n'], { type: 'image/png' }), 'a.png'),
  fetchOwnFile: () => api.fetchOwnFile('/api/common/file/0123456789abcdef0123456789abcdef'),
  showDefiActivityNotice: () => api.showDefiActivityNotice(1),
  updateDefiActivity: () => api.updateDefiActivity(1, 1),
  getDefiRate: () => api.getDefiRate(),
  userInvestment: () => api.userInvestment(),
  showDefiOrders: () => api.showDefiOrders(1),
  showDefiIncome: () => api.showDefiIncome(1),
  showDefiActivity: () => api.showDefiActivity(1),
  joinDefi: () => api.joinDefi('100'),
  redeemDefi: () => api.redeemDefi(1),
  listSwapSymbols: () => api.listSwapSymbols(),
  getCurrencyPrice: () => api.getCurrencyPrice('btc', 'usdt'),
  quoteSwap: () => api.quoteSwap({ from: 'usdt', to: 'btc', amount: '1' }),
  currencyExchange: () => api.currencyExchange({ from: 'usdt', to: 'btc', amount: '1', quoteId: 'q', minReceived: '0' }),
  listFinanceProducts: () => api.listFinanceProducts('financial'),
  getFinanceProduct: () => api.getFinanceProduct(1),
  buyFinanceProduct: () => api.buyFinanceProduct(1, '10'),
  listFinanceOrders: () => api.listFinanceOrders('pledge'),
  getFinanceOrder: () => api.getFinanceOrder(1),
  redeemFinanceOrder: () => api.redeemFinanceOrder(1),
  getVipStatus: () => api.getVipStatus(),
  getInviteSummary: () => api.getInviteSummary(),
  listInvitees: () => api.listInvitees(1),
  listCommissions: () => api.listCommissions(1),
  getKycInfo: () => api.getKycInfo(),
  uploadKYC: () => api.uploadKYC({ level: 1, realName: 'Ada Lovelace', idNumber: 'X1234567' }),
  listLoanProducts: () => api.listLoanProducts(),
  applyLoan: () => api.applyLoan({ productId: 1, amount: '100', collateralCoin: 'btc' }),
  listLoans: () => api.listLoans(),
  repayLoan: () => api.repayLoan(1),
  listMails: () => api.listMails(),
  updateMail: () => api.updateMail([1, 2]),
  getKlineHistory: () => api.getKlineHistory('btcusdt', '1min', 10),
  listNftCollections: () => api.listNftCollections(),
  getNftCollection: () => api.getNftCollection(1),
  listNftItems: () => api.listNftItems({ collectionId: 1, search: 'ape', sort: 'price_asc', listedOnly: true, pageNum: 1, pageSize: 20 }),
  getNftItem: () => api.getNftItem(1),
  listNftSales: () => api.listNftSales(1),
  buyNft: () => api.buyNft(1, '10'),
  listMyNfts: () => api.listMyNfts(),
  listNftForSale: () => api.listNftForSale(1, '10'),
  delistNft: () => api.delistNft(1),
  listNotices: () => api.listNotices(api.NOTICE_KEYS.help, 'FAQ'),
  getNotice: () => api.getNotice(1),
  listRules: () => api.listRules('VIP_RULE'),
  getAppCurrencyList: () => api.getAppCurrencyList(),
  getDepositAddress: () => api.getDepositAddress('usdt', 'TRC20'),
  submitRecharge: () => api.submitRecharge({ coin: 'usdt', chain: 'TRC20', amount: '10' }),
  listRecharges: () => api.listRecharges(1),
  getRecharge: () => api.getRecharge(1),
  listLaunches: () => api.listLaunches(),
  getLaunch: () => api.getLaunch(1),
  applySubscription: () => api.applySubscription(1, '100'),
  listSubscriptionOrders: () => api.listSubscriptionOrders(),
  getTradeConfig: () => api.getTradeConfig(),
  submitContractOrder: () => api.submitContractOrder({ symbol: 'btcusdt', direction: 'long', type: 'market', leverage: 10, amount: '10' }),
  listContractOrders: () => api.listContractOrders(0),
  cancelContractOrder: () => api.cancelContractOrder(1),
  listPositions: () => api.listPositions(0),
  stopPosition: () => api.stopPosition(1),
  stopOrder: () => api.stopOrder(1),
  adjustPositionMargin: () => api.adjustPositionMargin(1, '1'),
  adjustPositionAmount: () => api.adjustPositionAmount(1, '1'),
  adjustAmount: () => api.adjustAmount(1, '1', 1),
  listLossSettings: () => api.listLossSettings(),
  saveLossSetting: () => api.saveLossSetting({ positionId: 1, takeProfit: '100000' }),
  cancelLossSetting: () => api.cancelLossSetting(1),
  listPeriods: () => api.listPeriods('btcusdt'),
  createSecondContractOrder: () => api.createSecondContractOrder({ symbol: 'btcusdt', periodId: 1, direction: 'up', amount: '10' }),
  selectSecondContractOrders: () => api.selectSecondContractOrders({ status: 1, pageNum: 1, pageSize: 20 }),
  submitSpotOrder: () => api.submitSpotOrder({ symbol: 'btcusdt', side: 'buy', type: 'limit', price: '100', amount: '1' }),
  cancelSpotOrder: () => api.cancelSpotOrder(1),
  listSpotOrders: () => api.listSpotOrders({ status: 0, symbol: 'btcusdt', pageNum: 1, pageSize: 20 }),
  listUplanProducts: () => api.listUplanProducts(),
  listUplanOrders: () => api.listUplanOrders(1),
  getUplanProduct: () => api.getUplanProduct(1),
  getUplanOrder: () => api.getUplanOrder(1),
  createUplanOrder: () => api.createUplanOrder(1, '100'),
  appendUplanOrder: () => api.appendUplanOrder(1, '100'),
  endUplanOrder: () => api.endUplanOrder(1),
  login: () => api.login({ signType: api.SIGN_TYPE.username, loginName: 'nobody', loginPassword: 'wrong1234' }),
  register: () => api.register({ signType: api.SIGN_TYPE.username, loginName: 'a'.repeat(5), loginPassword: 'secret123' }),
  getInfo: () => api.getInfo(),
  loginOut: () => api.loginOut(),
  getCountryCode: () => api.getCountryCode(),
  sendEmailCode: () => api.sendEmailCode('REGISTER', 'nobody@example.com'),
  sendMobileCode: () => api.sendMobileCode('REGISTER', api.fullPhone('93', '701234567')),
  backPwd: () => api.backPwd('nobody@example.com', 'secret123', '123456'),
  updatePwdByEmail: () => api.updatePwdByEmail('nobody@example.com', 'secret123', '123456'),
  updateUserLoginPwd: () => api.updateUserLoginPwd('secret123', 'secret456'),
  updatePwd: () => api.updatePwd('secret123', 'secret456', 2),
  pwdSett: () => api.pwdSett('secret123'),
  tardPwdSet: () => api.tardPwdSet('secret456', 'secret123'),
  bindEmail: () => api.bindEmail('nobody@example.com', '123456'),
  getWalletNonce: () => api.getWalletNonce(address, 'ETH'),
  walletLogin: () => api.walletLogin({ signType: api.SIGN_TYPE.wallet, address, walletType: 'ETH', nonce: 'n', signature: '0x00' }),
  updateUserAddress: () => api.updateUserAddress('ETH', address, { nonce: 'n', signature: '0x00' }),
  getUserCoins: () => api.getUserCoins(),
  saveUserCoin: () => api.saveUserCoin('btcusdt'),
  addUserCoins: () => api.addUserCoins(['btcusdt', 'ethusdt']),
  removeUserCoin: () => api.removeUserCoin(1),
  removeUserCoinBySymbol: () => api.removeUserCoinBySymbol('btcusdt'),
  sortUserCoins: () => api.sortUserCoins([1, 2]),
  getWithDrawCoinList: () => api.getWithDrawCoinList(),
  getWithdrawStatus: () => api.getWithdrawStatus(),
  listSavedAddresses: () => api.listSavedAddresses(),
  saveCacheAddress: () => api.saveCacheAddress({ coin: 'usdt', chain: 'TRC20', address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', label: 'mine' }),
  deleteSavedAddress: () => api.deleteSavedAddress(1),
  freezeList: () => api.freezeList(),
  submitWithdraw: () => api.submitWithdraw({ coin: 'usdt', chain: 'TRC20', address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', amount: '10', pwd: 'secret123' }),
  listWithdrawals: () => api.listWithdrawals(1),
  getWithdrawal: () => api.getWithdrawal(1),
};

/** Endpoint functions the table does not call (a new one, not yet listed). */
export function missingEndpoints(): string[] {
  return Object.entries(api)
    .filter(([name, value]) => typeof value === 'function' && !(NOT_ENDPOINTS as readonly string[]).includes(name))
    .map(([name]) => name)
    .filter((name) => !(name in EVERY_ENDPOINT));
}

/**
 * The endpoint functions spec §7 names a GET for, with the spec's words: every other one POSTs
 * ("Calls are JSON and POST unless noted"). fetchOwnFile's download is the one GET of our own
 * (server/CONTRACT-DELTA.md "Methods").
 */
export const GETS: Partial<Record<EndpointName, string>> = {
  getDepositAddress: 'GET /api/recharge/getAdress?coin&symbol',
  getAllSetting: 'GET /api/common/getAllSetting',
  getCoinList: 'GET /api/common/getCoinList',
  getMt5Amount: 'GET /api/common/getMt5Amount?coin=',
  getNotice: 'GET api/notice/{id}',
  listMails: 'GET /api/mail/listByUserId',
  updateMail: 'GET /api/mail/updateMail?ids=',
  showDefiActivityNotice: 'GET /api/apiDefi/showDefiActivityNotice/{userId}',
  showDefiActivity: 'GET /api/apiDefi/showDefiActivity/{id}',
  listUplanProducts: 'GET /api/uplanProduct/list?pageNum=1&pageSize=9999',
  listUplanOrders: 'GET /api/uplanOrder/list?orderStatus=&pageNum=1&pageSize=9999',
  getUplanProduct: 'GET /api/uplanProduct/{id}',
  getUplanOrder: 'GET /api/uplanOrder/{id}',
  fetchOwnFile: 'GET /api/common/file/{id} (ours: a download)',
};

/** One request an endpoint function sent. */
export interface EndpointRequest {
  name: EndpointName;
  request: Sent;
}

/**
 * Calls every endpoint function once on a fake network that answers success, and answers what
 * each sent. The client is wired signed out, in English, with the capabilities given.
 */
export async function sendEveryEndpoint(capabilities: Pick<api.ClientWiring, 'idempotencyKeys' | 'secretsInBody'> = {}): Promise<EndpointRequest[]> {
  const network = new FakeNetwork();
  const ignore = () => undefined;
  api.configureClient(
    { baseURL: 'http://atrium.test/api', getToken: () => null, getLanguage: () => 'en', onAuthError: ignore, onBlockedIp: ignore, notify: ignore, ...capabilities },
    network.adapter,
  );
  const sent: EndpointRequest[] = [];
  for (const [name, call] of Object.entries(EVERY_ENDPOINT) as [EndpointName, () => Promise<unknown>][]) {
    const before = network.sent.length;
    // A success without data may break what a function reads from it: only the request matters here.
    await call().catch(ignore);
    for (const request of network.sent.slice(before)) sent.push({ name, request });
  }
  return sent;
}
