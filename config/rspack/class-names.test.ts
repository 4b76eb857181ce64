import { describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { chromium } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineApp } from './preset.mjs';

const fixtures = join(import.meta.dirname, 'fixtures');

/** Builds a fixture remote with the shared preset and returns its stylesheet and class map. */
async function build(name: 'alpha' | 'beta') {
  const dir = join(fixtures, name);
  const config = defineApp({ dir, kind: 'remote', name, exposes: { './widget': './src/widget.ts' } })({}, { mode: 'production' });
  await new Promise<void>((resolve, reject) =>
    rspack(config).run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
  );
  const dist = join(dir, 'dist');
  const css = readdirSync(dist).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
  const js = readdirSync(dist).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
  const title = js.match(new RegExp(`${name}__title__[\\w-]+`))?.[0];
  return { css, title };
}

describe('styles of two remotes', () => {
  it('cannot clash, even when both name a class the same', async () => {
    const [alpha, beta] = await Promise.all([build('alpha'), build('beta')]);
    expect(alpha.title).toMatch(/^alpha__title__/);
    expect(beta.title).toMatch(/^beta__title__/);

    // Mount both remotes' styles and elements on one page, as the shell does, in Chromium.
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      await page.setContent(
        `<style>${alpha.css}</style><style>${beta.css}</style><h1 id="a" class="${alpha.title}">A</h1><h1 id="b" class="${beta.title}">B</h1>`,
      );
      const color = (id: string) => page.$eval(`#${id}`, (el) => getComputedStyle(el).color);
      expect(await color('a')).toBe('rgb(255, 0, 0)');
      expect(await color('b')).toBe('rgb(0, 0, 255)');
    } finally {
      await browser.close();
    }
  });
});
