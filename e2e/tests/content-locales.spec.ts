import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO, dev } from './support';
import { BASE_URL } from '../playwright.config';

/**
 * The server's words in the reader's language (issue 19), against the reference API's seed: in
 * Russian and Arabic the notice bar, a help article, a U plan's name and rules and an NFT's traits
 * are the server's translations; in Polish, which the server has no translation for, they are
 * English, marked `lang="en"` (and in Hebrew, a right-to-left page, they also read left to right).
 * The U plan minimum is said once, inline, as a sentence; the language picker shows each
 * language's flag.
 */

interface Row {
  id: number;
  title?: string;
  name?: string;
}

let token = '';
test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  const login = await request.post('/api/user/login', { data: { signType: 3, loginName: DEMO.username, loginPassword: DEMO.password } });
  token = ((await login.json()) as { data: { satoken: string } }).data.satoken;
});

/** A returning visitor, signed in (help and the U plan are for members), who chose `lng` before. */
async function visitIn(page: Page, lng: string, signedIn = true) {
  await page.addInitScript(
    ([language, session]) => {
      localStorage.setItem('Atrium_LANGUAGE', language);
      if (session) localStorage.setItem('Atrium_TOKEN', session);
    },
    [lng, signedIn ? token : ''] as const,
  );
}

const rows = async (request: APIRequestContext, path: string) => ((await (await request.get(`/api${path}`)).json()) as { rows: Row[] }).rows;

async function ids(request: APIRequestContext) {
  const [help] = await rows(request, '/notice/list?key=HELP_CENTER');
  const starter = (await rows(request, '/uplanProduct/list')).find((p) => p.title === 'Starter Plan')!;
  const koi = (await rows(request, '/nft/items?pageNum=1&pageSize=100&search=Sakura')).find((item) => item.name === 'Koi Sakura')!;
  return { help: help!.id, starter: starter.id, koi: koi.id };
}

/** The language an element's text is read in: its own `lang`, else its nearest ancestor's. */
const langOf = (element: Locator) => element.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));
const directionOf = (element: Locator) => element.evaluate((el) => getComputedStyle(el).direction);

const TRANSLATED = {
  ru: {
    notice: 'Напоминание о безопасности: мы никогда не просим одобрить токены',
    help: 'Почему часть баланса заморожена?',
    plan: 'План «Старт»',
    rule: 'Подпишите план минимум на 100 USDT с финансового счёта',
    trait: ['Чешуя', 'Розовая'],
  },
  ar: {
    notice: 'تذكير أمني: لن نطلب أبداً الموافقة على صلاحيات الرموز',
    help: 'لماذا جزء من رصيدي مجمّد؟',
    plan: 'خطة البداية',
    rule: 'وقّع بمبلغ لا يقل عن 100 USDT من حساب التمويل',
    trait: ['الحراشف', 'وردية'],
  },
} as const;

for (const [lng, words] of Object.entries(TRANSLATED)) {
  test(`in ${lng} the notice bar, a help article, a U plan and an NFT's traits are the server's ${lng} words`, async ({ page, request }) => {
    const { help, starter, koi } = await ids(request);
    await visitIn(page, lng);

    await page.goto('/home');
    const strip = page.getByTestId('notice-strip');
    await expect(strip).toContainText(words.notice);
    expect(await langOf(strip.getByText(words.notice))).toBe(lng);

    await page.goto(`/helpDetail/${help}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(words.help);
    await expect(page.getByTestId('article-body')).not.toHaveAttribute('lang');

    await page.goto(`/uplanDetails?id=${starter}&type=1`);
    const plan = page.getByTestId('uplan-summary').getByRole('heading', { level: 2 });
    await expect(plan).toHaveText(words.plan);
    await expect(plan).not.toHaveAttribute('lang');
    await expect(page.getByTestId('uplan-rule')).toContainText(words.rule);
    await expect(page.getByTestId('uplan-rule')).not.toHaveAttribute('lang');

    await page.goto(`/nftDetail?id=${koi}`);
    const [trait, value] = words.trait;
    const scale = page.getByTestId('nft-attribute').filter({ hasText: trait });
    await expect(scale.locator('dt')).toHaveText(trait);
    await expect(scale.locator('dd')).toHaveText(value);
    await expect(scale).not.toHaveAttribute('lang');
  });
}

test('in Polish, which the server has no words for, the same texts are English, marked English', async ({ page, request }) => {
  const { help, starter, koi } = await ids(request);
  await visitIn(page, 'pl');

  await page.goto('/home');
  const notice = page.getByTestId('notice-strip').getByText('Security reminder: we never ask for token approvals');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('lang', 'en');

  await page.goto(`/helpDetail/${help}`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Why is part of my balance frozen?');
  await expect(page.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('article-body')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('article-body')).toContainText('money you own but cannot use right now');

  await page.goto(`/uplanDetails?id=${starter}&type=1`);
  const plan = page.getByTestId('uplan-summary').getByRole('heading', { level: 2 });
  await expect(plan).toHaveText('Starter Plan');
  await expect(plan).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('uplan-rule')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('uplan-rule')).toContainText('Sign with at least 100 USDT from your funding account');
  // The screen's own words stay Polish around them.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  await page.goto(`/nftDetail?id=${koi}`);
  const scale = page.getByTestId('nft-attribute').filter({ hasText: 'Scale' });
  await expect(scale.locator('dd')).toHaveText('Pink');
  await expect(scale).toHaveAttribute('lang', 'en');
});

test('in Hebrew, a right-to-left page, an English rule reads left to right, its full stops at its right end', async ({ page, request }) => {
  const { starter } = await ids(request);
  await visitIn(page, 'iw');
  await page.goto(`/uplanDetails?id=${starter}&type=1`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const rule = page.getByTestId('uplan-rule');
  await expect(rule).toHaveAttribute('lang', 'en');
  await expect(rule).toHaveAttribute('dir', 'ltr');
  const item = rule.getByText(/^Sign with at least 100 USDT/);
  await expect(item).toBeVisible();
  expect(await directionOf(item)).toBe('ltr');
  // Left to right: the full stop follows the sentence on its right, where a right-to-left
  // paragraph would put it on the far left of the English words.
  const stop = await item.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    while (walker.nextNode()) last = walker.currentNode as Text;
    const text = last!.data.trimEnd();
    const rectOf = (at: number) => {
      const range = document.createRange();
      range.setStart(last!, at);
      range.setEnd(last!, at + 1);
      return range.getBoundingClientRect();
    };
    return { char: text.at(-1), stop: rectOf(text.length - 1).left, before: rectOf(text.length - 2).left };
  });
  expect(stop.char).toBe('.');
  expect(stop.stop).toBeGreaterThan(stop.before);
});

test('the U plan minimum is said once, inline, as a sentence: in English and in Russian', async ({ page, request }) => {
  const { starter } = await ids(request);
  for (const [lng, minimum] of [
    ['en', 'Minimum amount: 100 USDT'],
    ['ru', 'Минимальная сумма: 100 USDT'],
  ] as const) {
    await visitIn(page, lng);
    await page.goto(`/uplanDetails?id=${starter}&type=1`);
    await page.getByTestId('uplan-submit').click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByRole('textbox');
    await amount.fill('50');
    await dialog.getByRole('button').filter({ hasText: lng === 'en' ? 'Continue' : 'Далее' }).click();
    await expect(amount).toHaveAccessibleDescription(minimum);
    await expect(page.getByText(minimum)).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: minimum })).toHaveCount(0);
    await expect(page.getByText(/, 100, USDT/)).toHaveCount(0);
  }
});

test('the language picker shows each language with its own flag: Korea’s for Korean, Taiwan’s for Traditional Chinese', async ({ page, request }) => {
  await page.goto('/language-selection');
  const flagOf = async (name: string) => {
    const flag = page.getByRole('radio', { name }).locator('img');
    await expect(flag).toBeVisible();
    // Drawn, not a broken image.
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    return (await request.get((await flag.getAttribute('src'))!)).text();
  };
  const korea = await flagOf('한국어');
  const japan = await flagOf('日本語');
  expect(korea).toContain('<title>South Korea</title>');
  expect(japan).toContain('<title>Japan</title>');
  expect(korea.replace(/<title>.*<\/title>/, '')).not.toBe(japan.replace(/<title>.*<\/title>/, ''));
  expect(await flagOf('繁體中文')).toContain('<title>Taiwan</title>');
  expect(await flagOf('עברית')).toContain('<title>Israel</title>');
});

test('a banner draws its headline in the reader’s language over its picture, which is the same for everyone and preloaded', async ({ page }, testInfo) => {
  await visitIn(page, 'ru', false);
  await page.goto('/home');
  const first = page.getByRole('link', { name: '24 актива в одном аккаунте Спот, контракты и секундные контракты' });
  await expect(first).toBeVisible();
  const picture = first.locator('img');
  // On the tenant's assets host (this origin: the tenant names none).
  await expect(picture).toHaveAttribute('src', `${BASE_URL}/api/static/banners/atrium-welcome.svg`);
  // The picture the page preloaded before the app knew the language is the one shown.
  await expect(page.locator(`link[rel=preload][as=image][href="${BASE_URL}/api/static/banners/atrium-welcome.svg"]`)).toHaveCount(1);
  // The words lie inside the picture's box: they take no room of their own.
  const box = (await picture.boundingBox())!;
  const words = (await first.getByTestId('banner-headline').boundingBox())!;
  expect(words.y).toBeGreaterThanOrEqual(box.y - 0.5);
  expect(words.y + words.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  await testInfo.attach('banner-ru', { body: await first.screenshot(), contentType: 'image/png' });

  // Polish: the English headline, marked as English.
  await visitIn(page, 'pl', false);
  await page.goto('/home');
  const english = page.getByTestId('banner-headline').first();
  await expect(english).toHaveText('Trade 24 assets, one accountSpot, contracts and second contracts');
  await expect(english).toHaveAttribute('lang', 'en');
});
