import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { Wallet, getBytes } from 'ethers';
import { confirmSheet, dev, signIn } from './support';
import { api, setFundPassword, TRON_ADDRESS } from './funds-support';
import { closePopupsWhenShown, ETH_KEY, TRON_KEY, tronAddress, tronSignMessageV2 } from './account-support';
import {
  APPROVE,
  BSC_USDT,
  countConfirmation,
  ETH_USDT,
  fakeRpc,
  fakeTronNode,
  injectRecordingTronWallet,
  injectRecordingWallet,
  OWNER,
  recordApiRequests,
  RPC,
  SPENDER,
  TRON_SPENDER,
  TRON_TXID,
  TRON_USDT,
  TX_HASH,
  walletRequests,
  type WalletRequest,
} from './defi-support';

/**
 * Issue 11 item 7, ARCHITECTURE "Safety line for wallets", for every flow of the app that
 * touches a wallet or moves an amount the user types:
 *  1. no approval above the typed amount (the only approval the app builds is a revoke, to 0);
 *  2. no transaction or signature the user did not confirm on screen (cancel → none; confirm →
 *     exactly the one the screen showed);
 *  3. nothing the wallet answered (transaction hash, txid) and no approval reaches the API.
 * Both wallets record into one list, with the number of on-screen confirmations made so far.
 */

const UNLIMITED = (1n << 256n) - 1n;
/** What a transaction the app asked of a wallet looks like, on either kind of chain. */
const TRANSACTION_METHODS = ['eth_sendTransaction', 'eth_signTransaction', 'eth_sign', 'triggerSmartContract', 'trx.sign', 'trx.sendRawTransaction'];
const SIGNATURE_METHODS = ['personal_sign', 'eth_signTypedData', 'eth_signTypedData_v4', 'trx.signMessageV2'];

const sent = (page: Page) => walletRequests(page);
const transactions = async (page: Page) => (await sent(page)).filter((r) => TRANSACTION_METHODS.includes(r.method));

/** Guarantee 3: no API request carries a wallet's answer, an approval or an allowance. */
function expectNothingAboutApprovals(requests: Request[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const text = `${request.url()} ${request.postData() ?? ''}`.toLowerCase();
    expect(text, request.url()).not.toContain(TX_HASH.slice(2));
    expect(text, request.url()).not.toContain(TRON_TXID);
    expect(text, request.url()).not.toMatch(/approve|allowance/);
    expect(text, request.url()).not.toContain(UNLIMITED.toString());
    expect(text, request.url()).not.toContain('f'.repeat(64));
    // A 32-byte hash, alone (a 65-byte signature is longer and is what a sign-in sends).
    expect(text, request.url()).not.toMatch(/(^|[^0-9a-f])(0x)?[0-9a-f]{64}($|[^0-9a-f])/);
  }
}

const credit = (request: APIRequestContext, coin: string, amount: string) => dev.post(request, 'credit', { loginName: 'demo', coin, amount, account: 'funding' });

/** Both wallets present, recording, as on a phone with MetaMask and TronLink. */
async function injectBothWallets(page: Page) {
  await injectRecordingWallet(page);
  await injectRecordingTronWallet(page, { owner: tronAddress(TRON_KEY) });
}

test.beforeEach(async ({ page, request }) => {
  await dev.reset(request);
  await dev.realClock(request);
  await closePopupsWhenShown(page);
});

test.afterEach(async ({ request }) => {
  await dev.realClock(request);
  await dev.resumeMarket(request);
});

interface LedgerFlow {
  name: string;
  /** The API call the screen's confirmation makes, with the typed amount in its body. */
  endpoint: RegExp;
  amount: string;
  /** Other fields the call must carry as the screen had them (a withdrawal's address). */
  fields?: Record<string, string>;
  prepare(page: Page, request: APIRequestContext): Promise<void>;
  /** Opens the screen, types `amount`, goes through the confirmation, waits for the outcome. */
  act(page: Page, amount: string): Promise<void>;
}

async function productId(page: Page, kind: 'financial' | 'pledge', match: (p: { days: number; vipLevel: number; coin: string }) => boolean) {
  const body = await api<{ id: number; days: number; vipLevel: number; coin: string }[]>(page, `/financial/list?kind=${kind}&audience=all`);
  const product = body.data.find(match);
  expect(product).toBeDefined();
  return product!.id;
}

/**
 * The flows that move an amount through the ledger (custodial: spec's DeFi, wealth, pledge,
 * loan, launch, deposit and withdrawal screens). They must not ask anything of a wallet at all, and the
 * amount the API receives is the one typed.
 */
const LEDGER_FLOWS: LedgerFlow[] = [
  {
    name: 'DeFi stake (/defi)',
    endpoint: /\/api\/apiDefi\/join$/,
    amount: '1000',
    prepare: (_page, request) => credit(request, 'usdt', '5000'),
    async act(page, amount) {
      await page.goto('/defi');
      const field = page.getByRole('textbox', { name: 'Amount' });
      await field.fill(amount);
      await page.getByRole('button', { name: 'Stake', exact: true }).click();
      await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
      await expect(field).toHaveValue('');
    },
  },
  {
    name: 'wealth product purchase (/buyFunds)',
    endpoint: /\/api\/financial\/buy$/,
    amount: '1000',
    prepare: (_page, request) => credit(request, 'usdt', '5000'),
    async act(page, amount) {
      await page.goto(`/buyFunds/${await productId(page, 'financial', (p) => p.days === 0 && p.vipLevel === 0)}`);
      await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await page.getByRole('checkbox', { name: /accept the wealth management agreement/ }).check();
      await page.getByRole('button', { name: 'Buy' }).click();
      await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/myInvestment$/);
    },
  },
  {
    name: 'pledge (/pledge/pledgeDetail)',
    endpoint: /\/api\/financial\/buy$/,
    amount: '0.1',
    prepare: (_page, request) => credit(request, 'btc', '1'),
    async act(page, amount) {
      await page.goto(`/pledge/pledgeDetail?id=${await productId(page, 'pledge', (p) => p.coin === 'btc')}`);
      await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await page.getByRole('button', { name: 'Pledge' }).click();
      await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/pledge\/pledgeOrder$/);
    },
  },
  {
    name: 'loan (/loan)',
    endpoint: /\/api\/loan\/apply$/,
    amount: '1000',
    async prepare(_page, request) {
      await dev.pauseMarket(request);
      await dev.setPrice(request, 'btcusdt', '50000');
      await credit(request, 'btc', '1');
    },
    async act(page, amount) {
      await page.goto('/loan');
      await page.getByRole('textbox', { name: 'Amount to borrow' }).fill(amount);
      await page.getByRole('button', { name: 'Borrow' }).click();
      await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/loan-record$/);
    },
  },
  {
    name: 'token launch application (/subscription/apply)',
    endpoint: /\/api\/subscription\/apply$/,
    amount: '100',
    prepare: (_page, request) => credit(request, 'usdt', '500'),
    async act(page, amount) {
      await page.goto('/subscription');
      await page.getByRole('link', { name: /^Nova Network\b/ }).click();
      await page.getByRole('link', { name: 'Apply' }).click();
      await page.getByRole('textbox', { name: 'Amount to apply with' }).fill(amount);
      await page.getByRole('button', { name: 'Submit application' }).click();
      await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/subscription\/order$/);
    },
  },
  {
    name: 'deposit report (/recharge-apply)',
    endpoint: /\/api\/recharge\/submit$/,
    amount: '150',
    prepare: async () => undefined,
    async act(page, amount) {
      await page.goto('/recharge-apply?coin=usdt&chain=TRC20');
      await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await page.getByRole('button', { name: 'Submit' }).click();
      await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('link', { name: 'View the order' })).toBeVisible();
    },
  },
  {
    name: 'withdrawal (/withdraw-apply)',
    endpoint: /\/api\/withdraw\/submit$/,
    amount: '20',
    fields: { address: TRON_ADDRESS },
    prepare: (page) => setFundPassword(page, 'fund1234'),
    async act(page, amount) {
      await page.goto('/withdraw-apply?coin=usdt&chain=TRC20');
      await page.getByRole('textbox', { name: 'Address' }).fill(TRON_ADDRESS);
      await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await page.getByRole('button', { name: 'Withdraw' }).click();
      await page.getByLabel('Fund password').fill('fund1234');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/withdraw-detail\?id=\d+/);
    },
  },
];

/** A call's fields, from its JSON body and its query (spec §7 sends some by query). */
const fieldsOf = (request: Request) => ({ ...Object.fromEntries(new URL(request.url()).searchParams), ...((request.postDataJSON() ?? {}) as Record<string, unknown>) });

for (const flow of LEDGER_FLOWS) {
  test(`${flow.name}: the typed amount goes to the API as typed, and no wallet is asked anything`, async ({ page, request }) => {
    const apiRequests = recordApiRequests(page);
    await injectBothWallets(page);
    await signIn(page);
    await flow.prepare(page, request);
    await flow.act(page, flow.amount);

    const orders = apiRequests.filter((r) => r.method() === 'POST' && flow.endpoint.test(new URL(r.url()).pathname));
    expect(orders).toHaveLength(1);
    expect(fieldsOf(orders[0]!)).toMatchObject({ amount: flow.amount, ...flow.fields });
    // No approval, no transaction and no signature: the ledger moves it, not the wallet.
    expect(await sent(page)).toEqual([]);
    expectNothingAboutApprovals(apiRequests);
  });
}

interface RevokeFlow {
  chain: string;
  /** The token card of the wallet panel (wallet-token-{chain}-{symbol}). */
  card: string;
  connect: string;
  token: string;
  spender: string;
  /** Installs the chain's fake node with an unlimited allowance to the spender. */
  chainSetup(page: Page): Promise<void>;
  /** Guarantee 1 and "what the screen showed": the one transaction is approve(spender, 0) on the token. */
  expectRevoke(transaction: WalletRequest[]): void;
}

const evmApproveZero = (spender: string) => `${APPROVE}${spender.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}`;

function expectEvmRevoke(token: string, spender: string) {
  return (requests: WalletRequest[]) => {
    expect(requests.map((r) => r.method)).toEqual(['eth_sendTransaction']);
    const { from, to, data, value } = requests[0]!.params![0] as { from: string; to: string; data: string; value: string };
    expect({ from, to, data, value }).toEqual({ from: OWNER, to: token, data: evmApproveZero(spender), value: '0x0' });
  };
}

const REVOKE_FLOWS: RevokeFlow[] = [
  {
    chain: 'Ethereum',
    card: 'wallet-token-ethereum-USDT',
    connect: 'Connect Ethereum wallet',
    token: ETH_USDT,
    spender: SPENDER,
    async chainSetup(page) {
      await fakeRpc(page, RPC.ethereum, { chainId: 1, balances: { [ETH_USDT.toLowerCase()]: 10n ** 6n }, allowances: { [ETH_USDT.toLowerCase()]: UNLIMITED } }, () => sent(page));
      await fakeRpc(page, RPC.bsc, { chainId: 56, balances: {}, allowances: {} }, () => sent(page));
    },
    expectRevoke: expectEvmRevoke(ETH_USDT, SPENDER),
  },
  {
    chain: 'BNB Chain',
    card: 'wallet-token-bsc-USDT',
    connect: 'Connect Ethereum wallet',
    token: BSC_USDT,
    spender: SPENDER,
    async chainSetup(page) {
      await fakeRpc(page, RPC.ethereum, { chainId: 1, balances: {}, allowances: {} }, () => sent(page));
      await fakeRpc(page, RPC.bsc, { chainId: 56, balances: { [BSC_USDT.toLowerCase()]: 10n ** 18n }, allowances: { [BSC_USDT.toLowerCase()]: 5n * 10n ** 18n } }, () => sent(page));
    },
    expectRevoke: expectEvmRevoke(BSC_USDT, SPENDER),
  },
  {
    chain: 'TRON',
    card: 'wallet-token-tron-USDT',
    connect: 'Connect TronLink',
    token: TRON_USDT,
    spender: TRON_SPENDER,
    chainSetup: (page) => fakeTronNode(page, RPC.tron, { balances: { [TRON_USDT]: 2n * 10n ** 6n }, allowances: { [TRON_USDT]: UNLIMITED } }, () => sent(page)),
    expectRevoke(requests) {
      expect(requests.map((r) => r.method)).toEqual(['triggerSmartContract', 'trx.sign', 'trx.sendRawTransaction']);
      const [contract, selector, options, parameters, issuer] = requests[0]!.params as [string, string, { callValue: number }, unknown[], string];
      expect({ contract, selector, callValue: options.callValue, parameters, issuer }).toEqual({
        contract: TRON_USDT,
        selector: 'approve(address,uint256)',
        callValue: 0,
        parameters: [
          { type: 'address', value: TRON_SPENDER },
          { type: 'uint256', value: 0 },
        ],
        issuer: tronAddress(TRON_KEY),
      });
    },
  },
];

for (const flow of REVOKE_FLOWS) {
  test(`revoke on ${flow.chain}: cancel sends nothing; confirm sends only approve(spender, 0) as shown; the server hears nothing`, async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await injectBothWallets(page);
    await flow.chainSetup(page);
    await signIn(page);
    await page.goto('/defi');
    await page.getByRole('button', { name: flow.connect }).click();
    const card = page.getByTestId(flow.card);
    await expect(card.getByTestId('wallet-allowance')).toContainText('Legacy staking pool may spend');

    // Cancelled on screen: nothing is built, signed or sent.
    await card.getByRole('button', { name: 'Revoke' }).click();
    const sheet = page.getByRole('dialog', { name: 'Revoke allowance' });
    const facts = sheet.getByTestId('revoke-facts');
    await expect(facts).toContainText(flow.spender);
    await expect(facts).toContainText(flow.token);
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toBeHidden();
    expect(await transactions(page)).toEqual([]);

    // Confirmed on screen: exactly the transaction the sheet described, after the confirmation.
    await card.getByRole('button', { name: 'Revoke' }).click();
    await expect(facts).toContainText(flow.spender);
    expect(await transactions(page)).toEqual([]);
    await countConfirmation(page);
    await sheet.getByRole('button', { name: 'Revoke' }).click();
    await expect(sheet.getByText('Allowance revoked')).toBeVisible();
    await expect(card).toContainText('No open allowances');

    const sentTransactions = await transactions(page);
    for (const t of sentTransactions) expect(t.confirmations, t.method).toBe(1);
    flow.expectRevoke(sentTransactions);
    expect((await sent(page)).filter((r) => SIGNATURE_METHODS.includes(r.method))).toEqual([]);
    expectNothingAboutApprovals(apiRequests);
  });
}

interface SignInFlow {
  name: string;
  /** Installs the recording wallets, the chosen one able to sign with the throwaway key. */
  wallets(page: Page): Promise<void>;
  /** From the screen's first tap to the message shown, before "Sign message". */
  open(page: Page): Promise<void>;
  signature: string;
  /** What success looks like after "Sign message". */
  done(page: Page): Promise<void>;
}

const ethSigner = new Wallet(ETH_KEY);
const withEthSigner = (page: Page) => injectRecordingWallet(page, { owner: ethSigner.address, personalSign: (hex) => ethSigner.signMessage(getBytes(hex)) });
const withTronSigner = (page: Page) => injectRecordingTronWallet(page, { owner: tronAddress(TRON_KEY), signMessageV2: (message) => tronSignMessageV2(TRON_KEY, message) });

const SIGN_IN_FLOWS: SignInFlow[] = [
  {
    name: 'Ethereum wallet sign-in',
    wallets: withEthSigner,
    async open(page) {
      await page.goto('/sign-in-wallet');
      await page.getByRole('button', { name: 'Connect now' }).click();
    },
    signature: 'personal_sign',
    done: (page) => expect(page).toHaveURL(/\/home$/),
  },
  {
    name: 'TronLink sign-in',
    async wallets(page) {
      await injectRecordingWallet(page);
      await withTronSigner(page);
    },
    async open(page) {
      await page.goto('/sign-in-wallet');
      await page.getByRole('button', { name: 'Connect now' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'TronLink wallet (TRON)' }).click();
    },
    signature: 'trx.signMessageV2',
    done: (page) => expect(page).toHaveURL(/\/home$/),
  },
  {
    name: 'linking an Ethereum wallet to a signed-in account',
    wallets: withEthSigner,
    async open(page) {
      await signIn(page);
      await page.goto('/sign-in-wallet');
      await page.getByRole('button', { name: 'Connect and link' }).click();
    },
    signature: 'personal_sign',
    done: (page) => expect(page.getByText('Wallet linked', { exact: true })).toBeVisible(),
  },
];

for (const flow of SIGN_IN_FLOWS) {
  test(`${flow.name}: one message signed, only after "Sign message", no transaction or approval`, async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await flow.wallets(page);
    await flow.open(page);
    await expect(page.getByLabel('Message to sign', { exact: true })).toContainText(/will not trigger a blockchain transaction/);
    expect((await sent(page)).filter((r) => SIGNATURE_METHODS.includes(r.method))).toEqual([]);

    await countConfirmation(page);
    await page.getByRole('button', { name: 'Sign message' }).click();
    await flow.done(page);

    const signatures = (await sent(page)).filter((r) => SIGNATURE_METHODS.includes(r.method));
    expect(signatures.map((r) => [r.method, r.confirmations])).toEqual([[flow.signature, 1]]);
    expect(await transactions(page)).toEqual([]);
    expectNothingAboutApprovals(apiRequests);
  });
}
