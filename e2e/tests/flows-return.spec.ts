import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { authForm, NEW_PASSWORD, sentCode } from './auth-support';
import { api, openSignedIn, TRON_ADDRESS } from './funds-support';
import { dev, signIn } from './support';

/**
 * Issue 19, flows that go where the user meant: detours come back to the form as it was left,
 * sign-up hands the account name to sign-in, Markets opens where there is something to see, the
 * activity offer stays away once dismissed and never covers a money flow, a claim says what was
 * claimed, the language picker goes back.
 */

test.beforeEach(async ({ request }) => dev.reset(request));

const WITHDRAW = '/withdraw-apply?coin=usdt&chain=TRC20';
const withdrawUrl = /\/withdraw-apply\?coin=usdt&chain=TRC20$/;

/** A DeFi activity offered to the demo user (the popup that opens by itself), valid for a week. */
async function offerActivity(request: APIRequestContext) {
  const now = Date.now();
  const response = await request.post(`${BASE_URL}/api/__dev/defi-activity`, {
    data: { loginName: 'demo', totleAmount: '10000', amount: '500', beginTimeS: now - 60_000, endTimeS: now + 7 * 86_400_000 },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const activityPopup = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('activity-popup') });

/** The requests the page sends for the activity offer, as they leave. */
function noticeRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/apiDefi/showDefiActivityNotice/')) sent.push(request.url());
  });
  return sent;
}

test.describe('detours come back with the form as it was left', () => {
  test('setting the fund password from a withdrawal returns to it with the address and amount kept, a reload on the way included', async ({ page }) => {
    await signIn(page);
    await page.goto(WITHDRAW);
    await page.getByRole('textbox', { name: 'Address' }).fill(TRON_ADDRESS);
    await page.getByRole('textbox', { name: 'Amount' }).fill('25.5');
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

    await page.getByRole('link', { name: 'Set fund password' }).click();
    await expect(page).toHaveURL(/\/fund-password\?returnTo=%2Fwithdraw-apply%3Fcoin%3Dusdt%26chain%3DTRC20$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fund password');
    // A reload in the middle of the detour loses neither the way back nor the form.
    await page.reload();
    await page.getByLabel('New fund password', { exact: true }).fill('fund-pass-1');
    await page.getByLabel('Repeat the fund password', { exact: true }).fill('fund-pass-1');
    await page.getByRole('button', { name: 'Set fund password' }).click();

    await expect(page).toHaveURL(withdrawUrl);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('25.5');
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(TRON_ADDRESS);
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    // The form was kept for the detour only: nothing of it is left behind in the session.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('DRAFT_')))).toEqual([]);
  });

  test('the fund-password detour comes back one step: the history holds the form once', async ({ page }) => {
    await signIn(page);
    await page.goto('/withdraw');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(withdrawUrl);
    await page.getByRole('textbox', { name: 'Amount' }).fill('30');
    await page.getByRole('link', { name: 'Set fund password' }).click();
    await page.getByLabel('New fund password', { exact: true }).fill('fund-pass-1');
    await page.getByLabel('Repeat the fund password', { exact: true }).fill('fund-pass-1');
    await page.getByRole('button', { name: 'Set fund password' }).click();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('30');
    await page.goBack();
    await expect(page).toHaveURL(/\/withdraw$/);
  });

  test('adding an address from a withdrawal returns to it with the amount kept and the new address filled in', async ({ page }) => {
    await signIn(page);
    await page.goto(WITHDRAW);
    await page.getByRole('textbox', { name: 'Amount' }).fill('40');
    await page.getByRole('link', { name: 'Add an address' }).click();
    await expect(page).toHaveURL(/\/addAddress\?coin=usdt&chain=TRC20&returnTo=/);
    const form = page.getByRole('form', { name: 'Add an address' });
    await form.getByRole('textbox', { name: 'Label' }).fill('Cold wallet');
    await form.getByRole('textbox', { name: 'Address' }).fill(TRON_ADDRESS);
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(withdrawUrl);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('40');
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(TRON_ADDRESS);
    await expect(page.getByRole('group', { name: 'Saved addresses' }).getByRole('button', { name: 'Cold wallet' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('binding a bank card returns to the screen that sent the user, one step back', async ({ page }) => {
    await signIn(page);
    await page.goto('/assets');
    await page.getByRole('link', { name: 'Bank cards' }).click();
    await expect(page).toHaveURL(/\/bank-list$/);
    await page.getByRole('link', { name: 'Add a bank card' }).click();
    await expect(page).toHaveURL(/\/bind-card\?returnTo=%2Fbank-list$/);
    await page.getByRole('textbox', { name: 'Cardholder name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Bank', exact: true }).fill('First Bank');
    await page.getByRole('textbox', { name: 'Branch' }).fill('Main Street');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/bank-list$/);
    await expect(page.getByTestId('bank-card').filter({ hasText: 'First Bank' })).toBeVisible();
    // Back from the list is where the user was before it, not the list again.
    await page.goBack();
    await expect(page).toHaveURL(/\/assets$/);
  });
});

test('after sign-up, /sign-in opens with the account name filled in and the password empty', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-up');
  await form.username.fill('flows_new_01');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.agree.check();
  await form.signUp.click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(form.tab('Account')).toHaveAttribute('aria-selected', 'true');
  await expect(form.username).toHaveValue('flows_new_01');
  await expect(form.password).toHaveValue('');
  // Nothing of it is in the address.
  expect(page.url()).not.toContain('flows_new_01');
  await form.password.fill(NEW_PASSWORD);
  await form.signIn.click();
  await expect(page).toHaveURL(/\/home$/);
});

test('after a mobile sign-up, /sign-in opens on the mobile tab with the area code and number filled in', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-up');
  await form.tab('Mobile').click();
  await form.mobile.fill('701234567');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.sendCode.click();
  await form.smsCode.fill(await sentCode(page, '+93701234567', 'REGISTER'));
  await form.agree.check();
  await form.signUp.click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(form.tab('Mobile')).toHaveAttribute('aria-selected', 'true');
  await expect(form.areaCode).toHaveText('+93');
  await expect(form.mobile).toHaveValue('701234567');
  await expect(form.smsCode).toHaveValue('');
});

test('sign-up says what is missing under each field, with no toast over the form', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-up');
  await form.signUp.click();
  await expect(form.username).toHaveAccessibleDescription('Please enter your username');
  await expect(form.username).toBeFocused();
  await expect(form.password).toHaveAccessibleDescription('Please enter your password');
  await expect(form.agree).toHaveAccessibleDescription('Please read and agree to the Terms of Use and the Privacy Policy');
  await expect(page.getByRole('status')).toBeEmpty();
  await form.username.fill('flows_new_02');
  await expect(form.username).not.toHaveAttribute('aria-invalid');
});

test.describe('Markets opens where there is something to see', () => {
  test('a user without favourites opens on a market with coins', async ({ page }) => {
    await signIn(page);
    await page.goto('/quote');
    await expect(page.getByRole('tab', { name: 'Spot' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('quote-row-btcusdt')).toBeVisible();
  });

  test('a user with a favourite opens on Favourites; a tab picked wins for the session', async ({ page }) => {
    await signIn(page);
    const saved = await api(page, '/userCoin/save', { method: 'POST', body: { symbol: 'ethusdt' } });
    expect(saved.code, saved.msg).toBe(200);
    await page.goto('/quote');
    await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('quote-list').getByTestId('quote-row-ethusdt')).toBeVisible();

    await page.getByTestId('quote-tab-contract').click();
    await page.goto('/quote');
    await expect(page.getByRole('tab', { name: 'Contract', exact: true })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('the activity offer', () => {
  test('once dismissed, does not come back on a reload nor on a deep link, and is not even asked for', async ({ page, request }) => {
    await offerActivity(request);
    await signIn(page);
    const popup = activityPopup(page);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(popup).toHaveCount(0);

    const asked = noticeRequests(page);
    await page.reload();
    await expect(page.getByTestId('coin-btcusdt').getByTestId('price')).toHaveText(/\d/);
    await page.goto('/assets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assets');
    await page.goto('/defi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked).toEqual([]);
    await expect(popup).toHaveCount(0);
  });

  test('never opens over a withdrawal; it waits until the user is elsewhere', async ({ page, request }) => {
    await offerActivity(request);
    await openSignedIn(page, request, 'en');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/common/type/defi_activity_type');
    await page.goto(WITHDRAW);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    // The offer is in (its type's label too): it is held, not missing.
    await answered;
    await page.getByRole('textbox', { name: 'Amount' }).fill('12');
    await expect(activityPopup(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Out of the money flow (the back arrow to /withdraw is one too, the address book is not), it shows.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/withdraw$/);
    await expect(activityPopup(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Address book' }).click();
    await expect(activityPopup(page)).toBeVisible();
  });

  test('a claim says what was claimed, with its unit, and goes to /defi', async ({ page, request }) => {
    await offerActivity(request);
    await signIn(page);
    const popup = activityPopup(page);
    await popup.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByRole('status')).toHaveText('Reward claimed: 500 USDT');
    await expect(page).toHaveURL(/\/defi$/);
    await expect(popup).toHaveCount(0);
  });
});

test('choosing a language goes back to the screen the user came from, in that language', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Language' }).click();
  await expect(page).toHaveURL(/\/language-selection$/);
  await page.getByRole('radio', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
