import { describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BootPreloadPlugin } from './boot-preload-plugin.mjs';

/** A host in miniature: an entry that imports its bootstrap, which uses a shared package and lazily a page. */
function writeHost(dir: string): void {
  const lib = join(dir, 'node_modules', 'shared-lib');
  mkdirSync(lib, { recursive: true });
  writeFileSync(join(lib, 'package.json'), JSON.stringify({ name: 'shared-lib', version: '1.2.3', main: 'index.js' }));
  writeFileSync(join(lib, 'index.js'), 'export const libMarker = "LIB_MARKER";');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host', version: '1.0.0', dependencies: { 'shared-lib': '1.2.3' } }));
  writeFileSync(join(dir, 'index.js'), 'import("./bootstrap").then((m) => m.boot());');
  writeFileSync(join(dir, 'bootstrap.js'), 'import { libMarker } from "shared-lib";\nexport const boot = () => { console.log("BOOT_MARKER", libMarker); import("./page").then((p) => p.show()); };');
  writeFileSync(join(dir, 'page.js'), 'export const show = () => console.log("PAGE_MARKER");');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
}

describe('the boot preloads of the host page', () => {
  it('list the bootstrap chunk and the chunk providing each shared module it uses, not the lazy pages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boot-preload-'));
    writeHost(dir);
    const config = {
      mode: 'production' as const,
      context: dir,
      entry: { main: './index.js' },
      output: { path: join(dir, 'dist'), publicPath: '/', chunkFilename: '[name].[contenthash:8].js' },
      plugins: [
        new ModuleFederationPlugin({ name: 'host', remotes: {}, shared: { 'shared-lib': { singleton: true, requiredVersion: '^1.2.3' } }, dts: false, manifest: false }),
        new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'head', scriptLoading: 'module' }),
        new BootPreloadPlugin({ bootRequest: './bootstrap' }),
      ],
    };
    await new Promise<void>((resolve, reject) => rspack(config).run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())));
    const html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link[^>]*href="\/([^"]+)"[^>]*>/g)].map((m) => m[1]!);
    const contents = preloaded.map((file) => readFileSync(join(dir, 'dist', file), 'utf8'));
    expect(contents.some((js) => js.includes('BOOT_MARKER'))).toBe(true);
    expect(contents.some((js) => js.includes('LIB_MARKER'))).toBe(true);
    expect(contents.some((js) => js.includes('PAGE_MARKER'))).toBe(false);
    expect(html).toMatch(/<link[^>]*rel="preload"[^>]*>/);
  });

  it('fails the build when the entry has no such import (a renamed bootstrap must not silently drop the preloads)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boot-preload-'));
    writeHost(dir);
    const config = {
      mode: 'production' as const,
      context: dir,
      entry: { main: './index.js' },
      output: { path: join(dir, 'dist') },
      plugins: [new rspack.HtmlRspackPlugin({ template: './index.html' }), new BootPreloadPlugin({ bootRequest: './no-such-bootstrap' })],
    };
    const outcome = await new Promise<string>((resolve) => rspack(config).run((error, stats) => resolve(String(error ?? stats?.toString()))));
    expect(outcome).toContain("no chunk group for import('./no-such-bootstrap')");
  });
});
