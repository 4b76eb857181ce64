import { devices, expect, request as apiRequest, test as base, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { axeViolations } from './accessibility';
import { focusOutOfReadingOrder, horizontalOverflow, settled, smallTargets } from './accessibility-layout';
import { APP_ROUTES, exampleUrl, type AppRoute } from './accessibility-routes';
import { DEMO, dev } from './support';

/**
 * One visit to every route of the app (issue 22), the list read from the route tables so a new
 * route is checked without editing this file: axe finds no serious or critical violation (on the
 * key screens, none at all: this folds in what accessibility.spec.ts checked per screen), every
 * tappable control is at least 44 × 44 CSS px, and nothing sticks out sideways. A representative
 * set of ten is visited again in the dark theme and in Arabic (right to left, where the focus
 * order must also follow the reading order).
 *
 * Time matters (the whole suite runs on every change): each kind of visitor (guest, member, member
 * in dark, member in Arabic) is one page for the whole worker, signed in once, so a visit is a
 * navigation with a warm cache rather than a fresh browser.
 */

/** A kind of visitor: signed in or not, and the choices a returning visitor made before. */
interface Visitor {
  signedIn: boolean;
  theme?: 'dark';
  language?: 'ar';
}

const visitorKey = (visitor: Visitor) => `${visitor.signedIn ? 'member' : 'guest'}-${visitor.theme ?? 'light'}-${visitor.language ?? 'en'}`;

/** Opens a page for a visitor: a fresh context whose storage says who they are before the app boots. */
async function openVisitor(browser: Browser, visitor: Visitor, token: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: BASE_URL, serviceWorkers: 'block' });
  await context.addInitScript(
    ([session, theme, language]) => {
      if (session) localStorage.setItem('Atrium_TOKEN', session);
      if (theme) localStorage.setItem('Atrium_THEME', theme);
      if (language) localStorage.setItem('Atrium_LANGUAGE', language);
    },
    [visitor.signedIn ? token : '', visitor.theme ?? '', visitor.language ?? ''] as const,
  );
  return context.newPage();
}

/**
 * Pages checked side by side: axe is most of a visit's time and runs in the page's own renderer,
 * so two pages use the machine's two cores.
 */
const LANES = 2;

/** A page per kind of visitor and lane, opened on first use and kept for the worker; the seed is reset once. */
const test = base.extend<object, { visit: (visitor: Visitor, lane: number) => Promise<Page> }>({
  visit: [
    async ({ browser }, use) => {
      const api = await apiRequest.newContext({ baseURL: BASE_URL });
      await dev.reset(api);
      // Still prices: a price flashing its colour mid-check is not the screen at rest.
      await dev.pauseMarket(api);
      const login = await api.post('/api/user/login', { data: { signType: 3, loginName: DEMO.username, loginPassword: DEMO.password } });
      const token = ((await login.json()) as { data: { satoken: string } }).data.satoken;
      const pages = new Map<string, Page>();
      await use(async (visitor, lane) => {
        const key = `${visitorKey(visitor)}-${lane}`;
        const page = pages.get(key) ?? (await openVisitor(browser, visitor, token));
        pages.set(key, page);
        return page;
      });
      await Promise.all([...pages.values()].map((page) => page.context().close()));
      await dev.resumeMarket(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

/**
 * Goes to a URL: the visitor's first visit loads the app, the next ones navigate inside it as a
 * link would (the router follows history), so the app boots once per visitor, not once per route.
 */
async function open(page: Page, url: string) {
  // '/' is /home's screen under another path: between the two the same elements stay, so
  // nothing would tell the new screen from the old one; it is loaded instead.
  const from = page.url() === 'about:blank' ? null : new URL(page.url()).pathname;
  if (from === null || from === '/' || url === '/') {
    await page.goto(url);
    return;
  }
  // The new screen's elements are new ones; the old screen's are marked before leaving it.
  await page.evaluate((target) => {
    for (const element of document.querySelectorAll('main *')) element.setAttribute('data-left-behind', '');
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page.locator('main *:not([data-left-behind])').filter({ visible: true }).first()).toBeVisible();
}

/** Visits a route as a visitor and runs the checks together, each failure listed on its own. */
async function checkRoute(page: Page, url: string, { rtl = false, dark = false, everyImpact = false } = {}) {
  await open(page, url);
  await settled(page);
  if (dark) await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  if (rtl) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect.soft(await axeViolations(page, everyImpact ? undefined : ['serious', 'critical']), `axe on ${url}`).toEqual([]);
  expect.soft(await smallTargets(page), `targets under 44 × 44 px on ${url}`).toEqual([]);
  expect.soft(await horizontalOverflow(page), `sideways overflow on ${url}`).toEqual([]);
  if (rtl) expect.soft(await focusOutOfReadingOrder(page), `focus order against the reading order on ${url}`).toEqual([]);
}

/** Screens of every kind: lists, a chart, forms, balances, cards, articles, a sign-in form. */
const REPRESENTATIVE = ['/home', '/sign-in', '/quote', '/detail', '/assets', '/swap', '/uplan', '/nft', '/loan', '/help'];

/**
 * The key screens, where axe's moderate and minor findings (landmarks, headings, regions) fail too,
 * in every pass: the representative set and two more kinds of screen (a sign-up form, a notice list).
 */
const FULLY_CHECKED = [...REPRESENTATIVE, '/sign-up', '/notice'];

/** Routes in groups of {@link LANES} that one visitor can check side by side. */
function lanes<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / LANES) }, (_, i) => items.slice(i * LANES, i * LANES + LANES));
}

const visitorOf = (route: AppRoute): Visitor => ({ signedIn: !route.public });

/** Checks a group of routes as one kind of visitor, one lane (page) each, side by side. */
async function checkTogether(routes: AppRoute[], choice: Omit<Visitor, 'signedIn'>, visit: (visitor: Visitor, lane: number) => Promise<Page>, request: APIRequestContext) {
  await Promise.all(
    routes.map(async (route, lane) => {
      const page = await visit({ ...visitorOf(route), ...choice }, lane);
      const everyImpact = FULLY_CHECKED.includes(route.path);
      await checkRoute(page, await exampleUrl(route, request), { rtl: choice.language === 'ar', dark: choice.theme === 'dark', everyImpact });
    }),
  );
}

test.describe('every route', () => {
  for (const signedIn of [false, true]) {
    for (const group of lanes(APP_ROUTES.filter((route) => route.public === !signedIn))) {
      test(`${group.map((route) => route.path).join(' and ')} (${signedIn ? 'signed in' : 'signed out'})`, async ({ visit, request }) => {
        await checkTogether(group, {}, visit, request);
      });
    }
  }
});

for (const [name, choice] of [
  ['dark theme', { theme: 'dark' }],
  ['Arabic, right to left', { language: 'ar' }],
] as const) {
  test.describe(name, () => {
    for (const paths of lanes(REPRESENTATIVE)) {
      test(paths.join(' and '), async ({ visit, request }) => {
        const routes = paths.map((path) => APP_ROUTES.find((candidate) => candidate.path === path));
        expect(routes, `${paths.join(', ')}: each must still be in a route table (or pick another representative)`).not.toContain(undefined);
        await checkTogether(routes as AppRoute[], choice, visit, request);
      });
    }
  });
}
