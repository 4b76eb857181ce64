import { expect, test, type Page } from '@playwright/test';
import { api } from './funds-support';
import { dev, signIn } from './support';
import { CANARY, CANARY_HTML, CANARY_TEXT, CORPUS_HTML, CORPUS_TEXT, PAYLOADS } from './xss-corpus';

/**
 * Issue 11 item 4: the XSS corpus (xss-corpus.ts) in every place that shows server HTML or text.
 * The reference API's real answers are rewritten in the browser (page.route), the poisoned field
 * replaced, so the app's own code path renders it. For each place the test waits for the canary
 * (it cannot pass on an empty screen), clicks, hovers and focuses the rendered HTML, then checks
 * that no payload ran (`window.__xss`) and that nothing able to run code survived in the DOM. The
 * static host's CSP is not relied on: the DOM checks fail even where a policy blocked the run.
 */

type Json = Record<string, unknown>;

/** Which fields of an answer get the corpus: as HTML (rendered through SafeHtml) or as text. */
interface Poison {
  html?: string[];
  text?: string[];
}

/** Replaces, anywhere in the JSON, the string values of the named fields with the corpus. */
function poison(value: unknown, fields: Poison): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, fields));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (fields.html?.includes(key) && (typeof item === 'string' || item === null)) out[key] = CORPUS_HTML;
    else if (fields.text?.includes(key) && (typeof item === 'string' || item === null)) out[key] = CORPUS_TEXT;
    else out[key] = poison(item, fields);
  }
  return out;
}

/** Rewrites the answers of one API path (exact, or a pattern) as `edit` says. */
async function rewrite(page: Page, path: string | RegExp, edit: (body: Json) => unknown) {
  const matches = (url: URL) => (typeof path === 'string' ? url.pathname === `/api${path}` : path.test(url.pathname));
  await page.route(matches, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    expect(body.code, `${path}: ${String(body.msg)}`).toBe(200);
    // The fetched body is decoded already: its encoding and length headers would no longer fit it.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, json: edit(body) });
  });
}

const poisonField = (page: Page, path: string | RegExp, fields: Poison) => rewrite(page, path, (body) => poison(body, fields));

/** Rule texts (`/option/rules/list`): one rule whatever the server holds, its content the corpus. */
const poisonRules = (page: Page) =>
  rewrite(page, '/option/rules/list', (body) => ({ ...body, data: [{ id: 1, key: 'XSS', title: CORPUS_TEXT, content: CORPUS_HTML }] }));

/** The first id of a list the signed-in user reads from the API. */
async function firstId(page: Page, path: string): Promise<number> {
  const body = await api<{ id: number }[]>(page, path);
  const rows = (body.rows ?? body.data) as { id: number }[];
  expect(rows.length, `${path} is empty`).toBeGreaterThan(0);
  return rows[0]!.id;
}

/** Blocks every request off this machine (links in server HTML point elsewhere) and closes the tabs they open. */
test.beforeEach(async ({ page, context, request }) => {
  await dev.reset(request);
  const local = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
  await context.route((url) => !local(url.hostname), (route) => route.abort());
  page.on('popup', (popup) => void popup.close().catch(() => undefined));
});

/** Elements that run code, load documents or rewrite the page: none may come from server HTML. */
const FORBIDDEN = 'script, style, link, meta, base, iframe, frame, object, embed, applet, form, input, button, textarea, select, template, noscript';

/**
 * Proves the place inert: interacts with every element of the rendered server content (the
 * parents of the canary), waits for its images and a task turn, then checks the flag and the DOM.
 * `scope` is where the place's text shows (checked for handlers and code URLs as a whole).
 */
async function expectInert(page: Page, scope = 'main') {
  await expect(page.locator(scope).getByText(CANARY).first()).toBeVisible();
  // Hover, focus and click everything the server content rendered (links open in new tabs, which close).
  await page.evaluate(
    ({ scope, canary }) => {
      for (const area of document.querySelectorAll(scope)) {
        for (const el of area.querySelectorAll<HTMLElement>('*')) {
          if (!el.closest('[data-xss-html]') && !(el.textContent ?? '').includes(canary)) continue;
          for (const type of ['pointerover', 'mouseover', 'mouseenter', 'mousemove']) el.dispatchEvent(new MouseEvent(type, { bubbles: true }));
          el.focus?.();
        }
      }
    },
    { scope, canary: CANARY },
  );
  await page.locator(scope).getByText(CANARY).first().hover();
  const links = page.locator(`:is(${scope}) [data-xss-html] :is(a, area, button)`);
  // A dispatched click follows a link as a tap would (SVG links have no click()).
  for (const link of await links.all()) await link.evaluate((el) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
  // Error and load handlers fire after the server HTML's images settle; then one more task turn.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('[data-xss-html] img')].every((img) => img.complete)))
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

  expect(await page.evaluate(() => (window as { __xss?: string[] }).__xss), 'payloads that ran').toBeUndefined();
  expect(await page.evaluate(() => getComputedStyle(document.body).visibility), 'server CSS restyled the app').toBe('visible');
  const survivors = await page.evaluate(
    ({ scope, forbidden }) => {
      const found: string[] = [];
      const codeUrl = /^(javascript|vbscript|data):/i;
      for (const area of document.querySelectorAll(scope)) {
        for (const html of area.querySelectorAll('[data-xss-html]')) {
          for (const el of html.querySelectorAll(forbidden)) found.push(`<${el.localName}>`);
          for (const a of html.querySelectorAll('a[href]')) {
            if (a.getAttribute('target') !== '_blank' || !/noopener/.test(a.getAttribute('rel') ?? '')) found.push(`a without noopener: ${a.outerHTML}`);
          }
        }
        for (const el of [area, ...area.querySelectorAll('*')]) {
          for (const attr of el.attributes) {
            // As a browser reads a URL: control characters and spaces do not count.
            const value = [...attr.value].filter((c) => c.charCodeAt(0) > 0x20).join('');
            if (/^on/i.test(attr.name)) found.push(`${el.localName}[${attr.name}]`);
            else if (attr.name === 'srcdoc') found.push(`${el.localName}[srcdoc]`);
            else if (/^(href|xlink:href|src|action|formaction|data|background|poster)$/i.test(attr.name) && codeUrl.test(value)) {
              // An image may be a data: picture (harmless, and rich-text editors embed them); nothing else.
              if (!(el.localName === 'img' && attr.name === 'src' && /^data:image\//i.test(value))) found.push(`${el.localName}[${attr.name}=${value.slice(0, 30)}]`);
            }
          }
        }
      }
      return found;
    },
    { scope, forbidden: FORBIDDEN },
  );
  expect(survivors, 'dangerous markup in the DOM').toEqual([]);
}

/** Marks the rendered server HTML (the parent of the canary paragraph) for the checks above, and counts it. */
async function markHtml(page: Page, expected = 1) {
  const canary = page.locator('p', { hasText: new RegExp(`^${CANARY_HTML}`) });
  await expect(canary.first()).toBeVisible();
  await expect(canary).toHaveCount(expected);
  await page.evaluate((canary) => {
    for (const p of document.querySelectorAll('p')) if (p.textContent?.startsWith(canary)) p.parentElement?.setAttribute('data-xss-html', '');
  }, CANARY_HTML);
}

/** The text field showed the corpus as text: the markup is visible characters, not elements. */
async function expectShownAsText(page: Page, scope = 'main') {
  await expect(page.locator(scope).getByText(CANARY_TEXT).first()).toContainText('<script>');
}

test.describe('server HTML (SafeHtml)', () => {
  for (const [path, key] of [
    ['/term-service', 'TERMS_CLAUSE'],
    ['/termsOfuse', 'TERMS_OF_USE'],
    ['/privacyPolicy', 'PRIVACY_POLICY'],
  ] as const) {
    test(`${path}: the clause (${key})`, async ({ page }) => {
      await poisonField(page, '/notice/list', { html: ['content'] });
      await page.goto(path);
      await markHtml(page);
      await expectInert(page);
    });
  }

  test('/introduction: the exchange introduction', async ({ page }) => {
    await signIn(page);
    await poisonField(page, '/notice/list', { html: ['content'] });
    await page.goto('/introduction');
    await markHtml(page);
    await expectInert(page);
  });

  test('/broadcastDetails: every payload alone, in its own broadcast', async ({ page }) => {
    // One payload per article, so no payload hides another (broken markup swallows what follows).
    await rewrite(page, '/notice/list', (body) => ({
      ...body,
      rows: PAYLOADS.map((payload, i) => ({
        id: 9000 + i,
        key: 'BROADCAST',
        modelKey: null,
        title: `${payload.id}`,
        summary: '',
        content: `<p>${CANARY_HTML} ${payload.id}</p>${payload.html}`,
        imgUrl: null,
        createTime: '2025-01-01 00:00:00',
      })),
      total: PAYLOADS.length,
    }));
    await page.goto('/broadcastDetails');
    await markHtml(page, PAYLOADS.length);
    await expectInert(page);
  });

  test('/notice: the announcement list (titles, summaries) and an announcement', async ({ page }) => {
    await signIn(page);
    const id = await firstId(page, '/notice/list?key=NOTICE');
    await poisonField(page, '/notice/list', { text: ['title', 'summary'] });
    await poisonField(page, /^\/api\/notice\/\d+$/, { html: ['content'], text: ['title'] });
    await page.goto('/notice');
    await expectShownAsText(page);
    await expectInert(page);
    await page.goto(`/notice?id=${id}`);
    await markHtml(page);
    await expectShownAsText(page, 'main h2');
    await expectInert(page);
  });

  test('/help and /helpDetail: the help centre (titles, categories) and an article', async ({ page }) => {
    await signIn(page);
    const id = await firstId(page, '/notice/list?key=HELP_CENTER');
    await poisonField(page, '/notice/list', { text: ['title', 'modelKey'] });
    await poisonField(page, /^\/api\/notice\/\d+$/, { html: ['content'], text: ['title'] });
    await page.goto('/help');
    await expectShownAsText(page);
    await expectInert(page);
    await page.goto(`/helpDetail/${id}`);
    await markHtml(page);
    await expectInert(page);
  });

  test('/vip-rule: the VIP rules', async ({ page }) => {
    await signIn(page);
    await poisonRules(page);
    await page.goto('/vip-rule');
    await markHtml(page);
    await expectInert(page);
  });

  test('the announcement popup: a mail (title and content)', async ({ page }) => {
    await rewrite(page, '/mail/listByUserId', (body) => ({
      ...body,
      rows: [{ id: 9999, title: CORPUS_TEXT, content: CORPUS_HTML, type: 2, createTime: '2025-01-01 00:00:00' }],
      total: 1,
    }));
    await signIn(page);
    const dialog = 'dialog, [role=dialog]';
    await markHtml(page);
    await expectShownAsText(page, dialog);
    await expectInert(page, dialog);
  });

  test('/financialDetails: a wealth product (name, description) and /financial (names)', async ({ page }) => {
    await signIn(page);
    const id = await firstId(page, '/financial/list?kind=financial');
    await poisonField(page, /^\/api\/financial\/\d+$/, { html: ['description'], text: ['name'] });
    await poisonField(page, '/financial/list', { text: ['name'] });
    await page.goto(`/financialDetails/${id}`);
    await markHtml(page);
    await expectShownAsText(page, '[data-testid=product-facts]');
    await expectInert(page);
    await page.goto('/financial');
    await expectShownAsText(page);
    await expectInert(page);
  });

  for (const [path, testId] of [
    ['/financialAgreement', 'financial-agreement'],
    ['/loan-rule', 'loan-rules'],
    ['/tradingRules', 'trading-rules'],
  ] as const) {
    test(`${path}: the rules text`, async ({ page }) => {
      await signIn(page);
      await poisonRules(page);
      await page.goto(path);
      await expect(page.getByTestId(testId)).toContainText(CANARY);
      await markHtml(page);
      await expectInert(page);
    });
  }

  test('/subscription/info: a launch (name, description)', async ({ page }) => {
    await signIn(page);
    const id = await firstId(page, '/subscription/list');
    await poisonField(page, /^\/api\/subscription\/\d+$/, { html: ['description'], text: ['name'] });
    await page.goto(`/subscription/info?id=${id}`);
    await markHtml(page);
    await expectShownAsText(page);
    await expectInert(page);
  });

  test('/uplanDetails: a plan (title, introduction, rules)', async ({ page }) => {
    await signIn(page);
    const id = await firstId(page, '/uplanProduct/list?pageNum=1&pageSize=10');
    await poisonField(page, /^\/api\/uplanProduct\/\d+$/, { html: ['productIntroduction', 'productRule'], text: ['title'] });
    await page.goto(`/uplanDetails?id=${id}&type=1`);
    await markHtml(page, 2);
    await expectShownAsText(page, '[data-testid=uplan-summary]');
    await expectInert(page);
  });
});

test.describe('server text', () => {
  test('/nft, /listDetail and /nftDetail: collection and item names, descriptions, attributes, owners', async ({ page }) => {
    await signIn(page);
    const collection = await firstId(page, '/nft/collections');
    const item = await firstId(page, '/nft/items?pageNum=1&pageSize=1');
    const nftText = { text: ['name', 'description', 'collectionName', 'owner', 'trait', 'value'] };
    await poisonField(page, '/nft/collections', nftText);
    await poisonField(page, '/nft/items', nftText);
    await poisonField(page, /^\/api\/nft\/(collection|item)\/\d+$/, nftText);
    await page.goto('/nft');
    await expectShownAsText(page, '[data-testid=nft-collection]');
    await expectShownAsText(page, '[data-testid=nft-card]');
    await expectInert(page);
    await page.goto(`/listDetail?id=${collection}`);
    await expectShownAsText(page);
    await expectInert(page);
    await page.goto(`/nftDetail?id=${item}`);
    await expectShownAsText(page);
    await expectInert(page);
  });

  test('/homeSidebar: the user name', async ({ page }) => {
    await poisonField(page, '/user/getInfo', { text: ['loginName'] });
    await signIn(page);
    await page.goto('/homeSidebar');
    await expectShownAsText(page);
    await expectInert(page);
  });
});

// The checks above prove nothing unless each can fail on its own: a payload that ran (the flag)
// and markup that could run (the DOM), each on an otherwise harmless clause.
test.describe('the inertness checks themselves', () => {
  test.beforeEach(async ({ page }) => {
    await rewrite(page, '/notice/list', (body) => ({
      ...body,
      rows: [{ id: 1, key: 'TERMS_CLAUSE', modelKey: null, title: 'Terms', summary: '', content: `<p>${CANARY_HTML}</p><p>Plain words.</p>`, imgUrl: null, createTime: '2025-01-01 00:00:00' }],
      total: 1,
    }));
    await page.goto('/term-service');
    await markHtml(page);
  });

  test('pass on harmless server HTML', async ({ page }) => {
    await expectInert(page);
  });

  test('fail when a payload ran (the flag)', async ({ page }) => {
    await page.evaluate(() => ((window as { __xss?: string[] }).__xss = ['simulated']));
    await expect(expectInert(page)).rejects.toThrow(/payloads that ran/);
  });

  test('fail when markup that could run survived in the DOM', async ({ page }) => {
    await page.evaluate(() => {
      const html = document.querySelector('[data-xss-html]')!;
      const link = document.createElement('a');
      link.setAttribute('href', 'javascript:void 0');
      link.textContent = 'a code link';
      html.append(document.createElement('iframe'), link);
    });
    await expect(expectInert(page)).rejects.toThrow(/dangerous markup/);
  });
});
