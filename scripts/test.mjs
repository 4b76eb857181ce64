// @ts-check
/**
 * `npm test`: installs what is missing (pnpm, dependencies, Debian's chromium and Noto fonts,
 * PostgreSQL), then runs every check: lint, types, translations, the contract's API report
 * (scripts/contract-report.mjs), unit tests (server on the
 * embedded database), the server's tests on PostgreSQL, the production build, the end-to-end
 * tests in Chromium and the byte budget. It stops at the first failure.
 */
import { readdirSync } from 'node:fs';
import { buildAll } from './build.mjs';
import { debianPackageInstalled, ensureDebianPackages, ensureDependencies, fileExists, hasCommand, run, say } from './lib.mjs';

const postgresPresent = () =>
  hasCommand('pg_ctl') || (fileExists('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => fileExists(`/usr/lib/postgresql/${v}/bin/pg_ctl`)));

const steps = [];
async function step(/** @type {string} */ name, /** @type {() => Promise<unknown>} */ fn) {
  say(name);
  const started = Date.now();
  await fn();
  steps.push({ name, seconds: (Date.now() - started) / 1000 });
}

const started = Date.now();
const pnpm = await ensureDependencies();
await ensureDebianPackages([
  { name: 'chromium', present: () => fileExists('/usr/bin/chromium') },
  { name: 'fonts-noto-core', present: () => debianPackageInstalled('fonts-noto-core') },
  { name: 'fonts-noto-cjk', present: () => debianPackageInstalled('fonts-noto-cjk') },
  { name: 'postgresql', present: postgresPresent },
]);

await step('lint (import rules of the house)', () => run(pnpm, ['run', 'lint']));
await step('type check', () => run(pnpm, ['run', 'typecheck']));
await step('translations', () => run(pnpm, ['run', 'i18n:check']));
await step("contract's API report", () => run(pnpm, ['run', 'contract:check']));
await step('unit tests', () => run(pnpm, ['exec', 'vitest', 'run']));
await step('server tests on PostgreSQL', () => run('bash', ['server/scripts/test-postgres.sh']));
await step('production build', () => buildAll(pnpm));
await step('end-to-end tests (Chromium)', () => run(pnpm, ['run', 'e2e']));
await step('byte budget', () => run(pnpm, ['run', 'budget']));

console.log('\nsteps:');
for (const s of steps) console.log(`  ${s.name.padEnd(40)} ${s.seconds.toFixed(1)} s`);
console.log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
