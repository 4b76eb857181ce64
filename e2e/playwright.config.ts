import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** The platform under test: built for production, served with the development endpoints on. */
export const PORT = Number(process.env.E2E_PORT ?? 8180);
export const BASE_URL = `http://localhost:${PORT}`;
export const CDN_URL = `http://localhost:${PORT + 1}`;
/** The repository the tests run against. */
export const REPO = fileURLToPath(new URL('..', import.meta.url));
/** The release store the CDN serves during the tests (release.spec.ts publishes into it), one per port. */
export const RELEASES_DIR = `${REPO}.release-work/e2e-releases-${PORT}`;

export default defineConfig({
  testDir: './tests',
  // One worker: the tests drive one server's clock, market and faults.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // The app's service worker would answer requests page.route() never sees (tests rewrite the
    // tenant config that way); service-worker.spec.ts allows it.
    serviceWorkers: 'block',
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-sandbox'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: '..',
    url: `${BASE_URL}/api/common/getAllSetting`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), ATRIUM_MODE: 'development', DATA_DIR: 'memory', RELEASES_DIR },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
