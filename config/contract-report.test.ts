import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `pnpm contract:check` (scripts/contract-report.mjs) run against a copy of @atrium/platform: it
 * passes while the copy's surface is the committed report's, and fails, naming the export, once
 * the copy exports one thing more without the report being written again.
 */
const root = resolve(import.meta.dirname, '..');
const platform = join(root, 'packages', 'platform');
// Inside the package, so the copy resolves the package's dependencies as the original does.
const copy = join(platform, '.cache', `contract-check-test-${process.pid}`);

const check = () =>
  spawnSync(process.execPath, [join(root, 'scripts', 'contract-report.mjs'), '--check', '--package', copy, '--report', join(platform, 'api-report.api.md')], {
    encoding: 'utf8',
  });

describe('the contract report check', () => {
  beforeAll(() => {
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    cpSync(join(platform, 'src'), join(copy, 'src'), { recursive: true });
    cpSync(join(platform, 'package.json'), join(copy, 'package.json'));
    // The package's own settings, its relative paths made absolute (the copy sits deeper).
    const own = JSON.parse(readFileSync(join(platform, 'tsconfig.json'), 'utf8')) as { extends: string; include: string[] };
    const fromPackage = (path: string) => (path === 'src' ? path : resolve(platform, path));
    writeFileSync(join(copy, 'tsconfig.json'), JSON.stringify({ extends: resolve(platform, own.extends), include: own.include.map(fromPackage) }));
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('passes on the recorded surface', () => {
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails on an export the report does not record, and names it', () => {
    appendFileSync(join(copy, 'src', 'index.ts'), '\nexport const exportedWithoutAReport = 1;\n');
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('+ export const exportedWithoutAReport = 1;');
    expect(run.stderr).toContain('pnpm contract:report');
  });
});
