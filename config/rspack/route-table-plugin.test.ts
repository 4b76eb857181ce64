import { describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageMapPaths, routeTableProblems, RouteTablePlugin } from './route-table-plugin.mjs';

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
});
