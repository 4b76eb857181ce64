import { expect, test } from '@playwright/test';
import { DEMO, dev } from './support';

/**
 * A count of days in the many-form languages: the open launch's countdown on /subscription
 * ("N days hh:mm:ss") read at 1, 2 and 5 days before its end, the page's clock set to each, in
 * Russian (one, few, many) and Arabic (one and two are words of their own, 3-10 a plural).
 */
const DAY_MS = 86_400_000;
const CLOCK = '\\d\\d:\\d\\d:\\d\\d';

const EXPECTED: Record<'ru' | 'ar', Record<1 | 2 | 5, RegExp>> = {
  ru: { 1: new RegExp(`^1 день ${CLOCK}$`), 2: new RegExp(`^2 дня ${CLOCK}$`), 5: new RegExp(`^5 дней ${CLOCK}$`) },
  ar: { 1: new RegExp(`^يوم واحد ${CLOCK}$`), 2: new RegExp(`^يومان ${CLOCK}$`), 5: new RegExp(`^5 أيام ${CLOCK}$`) },
};

let token = '';
let open: { id: number; endTime: number };

test.beforeAll(async ({ request }) => {
  await dev.reset(request);
  const login = await request.post('/api/user/login', { data: { signType: 3, loginName: DEMO.username, loginPassword: DEMO.password } });
  token = ((await login.json()) as { data: { satoken: string } }).data.satoken;
  const launches = await request.post('/api/subscription/list', { data: {}, headers: { authorization: token } });
  const rows = ((await launches.json()) as { data: { id: number; endTime: number; status: string }[] }).data;
  open = rows.find((launch) => launch.status === 'open')!;
  expect(open, 'the seed has an open launch').toBeTruthy();
});

for (const lng of ['ru', 'ar'] as const) {
  for (const days of [1, 2, 5] as const) {
    test(`the launch countdown in ${lng}, ${days} × 24 h before its end`, async ({ page }) => {
      await page.addInitScript(
        ([session, language]) => {
          localStorage.setItem('Atrium_TOKEN', session);
          localStorage.setItem('Atrium_LANGUAGE', language);
        },
        [token, lng] as const,
      );
      // An hour past the whole days, so the clock part never rounds into the next day.
      await page.clock.setFixedTime(open.endTime - days * DAY_MS - 3_600_000);
      await page.goto('/subscription');
      await expect(page.getByTestId(`launch-${open.id}`).getByRole('timer')).toHaveText(EXPECTED[lng][days]);
    });
  }
}
