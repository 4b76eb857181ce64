import { describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageImports, pageMapPaths, routeTableProblems, RouteTablePlugin } from './route-table-plugin.mjs';

const route = (path: string, extra: object = {}) => ({ path, public: false, titleKey: `demo:title_${path.slice(1)}`, ...extra });
const routesTs = (paths: string[]) =>
  `import table from './route-table.json';\n\nconst pages: Record<string, RemoteRoute['page']> = {\n${paths.map((p) => `  '${p}': () => import('./pages${p}'),`).join('\n')}\n};\n\nexport const routes = table;\n`;

/** Builds a one-file remote "demo" with this table and page map: its errors, and its routes.json if written. */
async function build(routes: object[], pagePaths: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'route-table-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'route-table.json'), JSON.stringify(routes));
  writeFileSync(join(dir, 'src', 'routes.ts'), routesTs(pagePaths));
  writeFileSync(join(dir, 'index.js'), 'console.log(1);');
  const config = {
    mode: 'production' as const,
    context: dir,
    entry: { main: './index.js' },
    output: { path: join(dir, 'dist') },
    plugins: [new RouteTablePlugin({ dir, remote: 'demo', version: '1.2.0', contract: '^3.0.0' })],
  };
  const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) => rspack(config).run((error, s) => (error || !s ? reject(error) : resolve(s))));
  const file = join(dir, 'dist', 'routes.json');
  return { errors: stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? [], table: existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined };
}

const writeFiles = (dir: string, files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
};

describe('the route table, written once', () => {
  it('reads the paths of the page map in routes.ts', () => {
    expect(pageMapPaths(routesTs(['/a', '/b/:id']))).toEqual(['/a', '/b/:id']);
    expect(pageMapPaths('export const routes = [];')).toBeUndefined();
  });

  it('finds a path without a page, a page without a path, and a route of the wrong shape', () => {
    expect(routeTableProblems([route('/a'), route('/b', { tabKey: 'b', feature: 'secondContract' })], ['/a', '/b'])).toEqual([]);
    expect(routeTableProblems([route('/a'), route('/b')], ['/a'])).toEqual(['/b has no page in the page map of src/routes.ts']);
    expect(routeTableProblems([route('/a')], ['/a', '/c'])).toEqual(['the page of /c in src/routes.ts has no route in route-table.json']);
    expect(routeTableProblems([route('/a', { public: 'yes', feature: 1, prefix: '/x' }), route('/a')], ['/a'])).toEqual([
      '/a: "public" must be true or false',
      '/a: "feature" must be a string',
      '/a: unknown "prefix"',
      '/a is declared twice',
    ]);
  });

  it('is published as routes.json when the table and the page map agree', async () => {
    const { errors, table } = await build([route('/demo', { tabKey: 'demo' })], ['/demo']);
    expect(errors).toEqual([]);
    expect(table).toEqual({ remote: 'demo', version: '1.2.0', contract: '^3.0.0', routes: [route('/demo', { tabKey: 'demo' })] });
  });

  it('fails the build for a path without a page, and for a page without a path', async () => {
    const noPage = await build([route('/demo'), route('/orphan')], ['/demo']);
    expect(noPage.errors.join('\n')).toContain('/orphan has no page in the page map of src/routes.ts');
    expect(noPage.table).toBeUndefined();
    const noPath = await build([route('/demo')], ['/demo', '/extra']);
    expect(noPath.errors.join('\n')).toContain('the page of /extra in src/routes.ts has no route in route-table.json');
    expect(noPath.table).toBeUndefined();
  });

  it('reads which module each path of the page map imports', () => {
    expect([...pageImports(routesTs(['/a', '/b/:id']))]).toEqual([
      ['/a', './pages/a'],
      ['/b/:id', './pages/b/:id'],
    ]);
  });

  it('names, beside routes.json, the chunk files of each path’s page and of each language’s messages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-assets-'));
    writeFiles(dir, {
      'src/route-table.json': JSON.stringify([route('/one'), route('/two')]),
      'src/routes.ts': "import './i18n/register';\nconst pages = {\n  '/one': () => import('./pages/one'),\n  '/two': () => import('./pages/two'),\n};\n(globalThis as Record<string, unknown>).routes = pages;\n",
      'src/pages/one.ts': "import './one.css';\nimport { shared } from './shared';\nexport default () => shared + 'one';",
      'src/pages/one.css': '.one { color: red; }',
      'src/pages/two.ts': "export default () => 'two';",
      'src/pages/shared.ts': `export const shared = '${'x'.repeat(40_000)}';`,
      'src/i18n/register.ts': 'export const ready = (lng: string) => import(/* webpackChunkName: "locale-demo-[request]" */ `./${lng}.json`);',
      'src/i18n/en.json': '{"a":"A"}',
      'src/i18n/de.json': '{"a":"Ä"}',
    });
    const config = {
      mode: 'production' as const,
      context: dir,
      entry: { main: './src/routes.ts' },
      output: { path: join(dir, 'dist'), chunkFilename: '[name].[contenthash:8].js', cssChunkFilename: '[name].[contenthash:8].css' },
      resolve: { extensions: ['.ts', '.json'] },
      module: { rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }, { test: /\.css$/, type: 'css/auto' }] },
      plugins: [new RouteTablePlugin({ dir, remote: 'demo', version: '1.2.0' })],
    };
    const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) => rspack(config).run((error, s) => (error || !s ? reject(error) : resolve(s))));
    expect(stats.hasErrors()).toBe(false);
    const assets = JSON.parse(readFileSync(join(dir, 'dist', 'page-assets.json'), 'utf8')) as { pages: Record<string, string[]>; locales: Record<string, string[]> };
    const emitted = (file: string) => existsSync(join(dir, 'dist', file));
    expect(Object.keys(assets.pages).sort()).toEqual(['/one', '/two']);
    expect(assets.pages['/one']!.some((file) => file.endsWith('.css'))).toBe(true);
    expect(assets.pages['/one']!.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(assets.pages['/two']!.some((file) => assets.pages['/one']!.includes(file))).toBe(false);
    expect(Object.keys(assets.locales).sort()).toEqual(['de', 'en']);
    expect(assets.locales.en).toEqual([expect.stringMatching(/^locale-demo-en-json\.[0-9a-f]{8}\.js$/)]);
    for (const file of [...Object.values(assets.pages), ...Object.values(assets.locales)].flat()) expect(emitted(file), file).toBe(true);
  });
});
