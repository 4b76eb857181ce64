/**
 * Lighthouse 12 (the npm package) against Debian's Chromium: performance, accessibility and
 * best-practices scores of a few screens, and the audits that did not pass.
 *
 * Throttling is 'devtools': Lighthouse applies the mobile profile to the real page over the
 * DevTools protocol, as the bench's own measurements do, so its figures and ours describe the
 * same load. 'simulate' (Lantern) would replay an unthrottled load through a model of a slow
 * network; against a server on localhost that model, not the page, would make the numbers.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, waitForServer } from './bench-platform';
import { SCREEN, THROTTLING, USER_AGENT } from './mobile-profile';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page. */
export interface LighthouseResult {
  url: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  /** Audits scored under 0.9 (Lighthouse's "not passed"), by category. */
  failing: Record<Category, string[]>;
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null };
  /** Why scores are missing (e.g. NO_FCP) and what Lighthouse warned of. */
  error: string | null;
  warnings: string[];
}

const numeric = (value: unknown): number | null => (typeof value === 'number' ? value : null);
/** Scores that carry no verdict: informative, not applicable, manual, failed to run. */
const UNSCORED = new Set(['informative', 'notApplicable', 'manual', 'error']);

/** A page to audit, and the local storage it needs (a signed-in screen: the session token). */
export interface AuditedPage {
  url: string;
  localStorage?: { name: string; value: string }[];
}

/** Everything of the origin but its local storage: what Lighthouse's own reset would clear. */
const CLEARED_BESIDES_LOCAL_STORAGE = 'cookies,file_systems,indexeddb,shader_cache,websql,service_workers,cache_storage';

/**
 * A cold load that keeps a session: Lighthouse's storage reset would also sign the visitor out,
 * so for a signed-in page the bench clears the cache and the origin's other storage itself and
 * writes the session's local storage; Lighthouse then runs with its reset off.
 */
async function prepareSignedIn(port: number, page: AuditedPage & { localStorage: { name: string; value: string }[] }): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const origin = new URL(page.url).origin;
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: CLEARED_BESIDES_LOCAL_STORAGE });
    // An empty document of the origin (the API's health answer) to write its storage from, without running the app.
    await tab.goto(`${origin}/api/health`);
    await tab.evaluate((entries) => {
      localStorage.clear();
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, page.localStorage);
    await tab.close();
  } finally {
    // Disconnects only: the Chromium stays up for Lighthouse.
    await browser.close();
  }
}

/**
 * Audits every page `runs` times in one headless Chromium with its debugging port on `port`; the
 * pages take turns within each round, so a machine that slows down mid-audit slows them alike.
 * Returns each page's runs, in the order of `pages`.
 */
export async function runLighthouse(pages: AuditedPage[], port: number, runs = 1): Promise<LighthouseResult[][]> {
  const profile = mkdtempSync(join(tmpdir(), 'atrium-lighthouse-'));
  const chromium = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  try {
    await waitForServer(`http://127.0.0.1:${port}/json/version`);
    const results: LighthouseResult[][] = pages.map(() => []);
    for (let round = 0; round < runs; round++) {
      for (const [index, page] of pages.entries()) {
        if (page.localStorage) await prepareSignedIn(port, { ...page, localStorage: page.localStorage });
        results[index]!.push(await auditOnce(page.url, port, Boolean(page.localStorage)));
      }
    }
    return results;
  } finally {
    chromium.kill('SIGTERM');
    await new Promise((resolve) => chromium.once('exit', resolve));
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One Lighthouse run of `url` under the mobile profile. */
async function auditOnce(url: string, port: number, keepStorage: boolean): Promise<LighthouseResult> {
  const run = await lighthouse(url, {
    port,
    disableStorageReset: keepStorage,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    screenEmulation: { ...SCREEN, disabled: false },
    emulatedUserAgent: USER_AGENT,
    throttlingMethod: 'devtools',
    throttling: THROTTLING,
    // A shared 2-core machine can be slow to settle; past this Lighthouse scores what it has.
    maxWaitForLoad: 60_000,
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  const category = (id: Category) => lhr.categories[id];
  const failed = (id: Category) =>
    (category(id)?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && !UNSCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 0.9)
      .map((audit) => audit!.id);
  return {
    url,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, category(id)?.score == null ? null : Math.round(category(id)!.score! * 100)])) as Record<Category, number | null>,
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, failed(id)])) as Record<Category, string[]>,
    metrics: {
      fcpMs: numeric(lhr.audits['first-contentful-paint']?.numericValue),
      lcpMs: numeric(lhr.audits['largest-contentful-paint']?.numericValue),
      tbtMs: numeric(lhr.audits['total-blocking-time']?.numericValue),
      cls: numeric(lhr.audits['cumulative-layout-shift']?.numericValue),
    },
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings.map(String),
  };
}
