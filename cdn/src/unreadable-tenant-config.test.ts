import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createShellOrigin } from './shell-origin';
import { createTenantConfigReader } from './tenant-config-reader';
import { fixtureDir, tenantConfigJs, writeFiles } from './test-fixtures';

/**
 * A tenant whose config.js is slow or failing to read must still get a policy that lets its
 * remotes in (issue 22: a busy machine once served harbor a CSP of its own origin only, and every
 * remote section showed "unavailable").
 */
const root = fixtureDir('unreadable-config');
const shellDir = join(root, 'shell', 'dist');
const platformDir = join(root, 'config', 'platform');
writeFiles(shellDir, { 'index.html': '<html><head><meta name="atrium-env" content="atrium"></head><body></body></html>' });

/** A config.js that keeps the evaluating thread busy for `ms` first, as a loaded machine would. */
const slowConfigJs = (env: string, ms: number) => `var until = Date.now() + ${ms}; while (Date.now() < until) {}\n${tenantConfigJs(env)}`;
const THROWING = "throw new Error('disk hiccup');";
writeFiles(platformDir, {
  'atrium/config.js': tenantConfigJs('atrium'),
  'harbor/config.js': tenantConfigJs('harbor'),
  'slow/config.js': slowConfigJs('slow', 300),
  'flaky/config.js': tenantConfigJs('flaky'),
  'broken/config.js': THROWING,
});

/** Replaces a config.js, keeping (or setting) its modification time. */
function rewrite(env: string, text: string, mtime: Date) {
  const file = join(platformDir, env, 'config.js');
  writeFileSync(file, text);
  utimesSync(file, mtime, mtime);
}

const scriptSrc = (headers: Record<string, unknown>) =>
  String(headers['content-security-policy'])
    .split('; ')
    .find((d) => d.startsWith('script-src '));

let clock = 0;
let shell: Awaited<ReturnType<typeof createShellOrigin>>;
beforeAll(async () => {
  shell = await createShellOrigin({
    shellDir,
    platformDir,
    apiOrigin: 'http://127.0.0.1:9',
    defaultEnv: 'atrium',
    tenantConfigFor: createTenantConfigReader({ now: () => clock }),
  });
});
afterAll(() => shell.close());

const page = (host: string) => shell.inject({ url: '/home', headers: { host } });

describe('a tenant whose config.js is slow or failing', () => {
  it('is served with its remotes’ origins when the read is slowed past the first time limit', async () => {
    const res = await page('slow.localhost:8080');
    expect(res.statusCode).toBe(200);
    expect(scriptSrc(res.headers)).toBe("script-src 'self' http://slow.localhost:8081");
  });

  it('keeps its last good policy while its config.js fails, and reads the file again once it can', async () => {
    expect(scriptSrc((await page('flaky.localhost:8080')).headers)).toBe("script-src 'self' http://flaky.localhost:8081");
    const later = new Date(Date.now() + 10_000);
    rewrite('flaky', THROWING, later);
    const failing = await page('flaky.localhost:8080');
    expect(failing.statusCode).toBe(200);
    expect(failing.body).toContain('<meta name="atrium-env" content="flaky">');
    expect(scriptSrc(failing.headers)).toBe("script-src 'self' http://flaky.localhost:8081");

    // The same file (same modification time) reads again after the retry pause: the failure
    // was never kept as the tenant's reading.
    rewrite('flaky', tenantConfigJs('flaky').replace('releases: cdn', "releases: 'https://cdn.flaky.example'"), later);
    clock += 60_000;
    expect(scriptSrc((await page('flaky.localhost:8080')).headers)).toBe("script-src 'self' https://cdn.flaky.example");
  });

  it('is a page that says so and tries again, never the app under a policy without its remotes, when never read', async () => {
    const res = await page('broken.localhost:8080');
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toContain('This site is temporarily unavailable');
    expect(res.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(res.body).not.toContain('atrium-env');

    // Fixed (the same modification time, as a copy that keeps it would leave): served at the next try.
    const mtime = new Date(Date.now() - 60_000);
    rewrite('broken', THROWING, mtime);
    expect((await page('broken.localhost:8080')).statusCode).toBe(503);
    rewrite('broken', tenantConfigJs('broken'), mtime);
    clock += 60_000;
    const fixed = await page('broken.localhost:8080');
    expect(fixed.statusCode).toBe(200);
    expect(scriptSrc(fixed.headers)).toBe("script-src 'self' http://broken.localhost:8081");
  });
});

describe('the host name of a tenant', () => {
  it('is matched case-insensitively, for the tenant and for its config reading', async () => {
    const lower = await page('harbor.localhost:8080');
    const mixed = await page('Harbor.LOCALHOST:8080');
    expect(mixed.body).toContain('<meta name="atrium-env" content="harbor">');
    expect(scriptSrc(mixed.headers)).toBe(scriptSrc(lower.headers));
    expect(scriptSrc(mixed.headers)).toBe("script-src 'self' http://harbor.localhost:8081");

    // One reading for both spellings: the last good one answers either while the file fails.
    rewrite('harbor', THROWING, new Date(Date.now() + 20_000));
    expect(scriptSrc((await page('HARBOR.localhost:8080')).headers)).toBe("script-src 'self' http://harbor.localhost:8081");
  });
});
