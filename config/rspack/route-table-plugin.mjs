// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A remote's route table is written once, in `src/route-table.json`: the build publishes it as
 * `routes.json` beside `mf-manifest.json` (data, no code, so the shell builds its routes at boot
 * without loading any remote: ARCHITECTURE rule 3), and the page map of `src/routes.ts` (the
 * `const pages = { '/path': () => import(...), ... }` object) must name exactly its paths: a
 * path without a page, or a page without a path, fails the build, not a visit.
 */

const OPTIONAL_STRINGS = ['tabKey', 'feature'];

/**
 * What is wrong with a route table and a page map (their paths), one line each; [] when they
 * agree and every route has the shape the shell reads (`RouteData` in @atrium/platform).
 * @param {unknown} routes the parsed route-table.json
 * @param {string[]} pagePaths the keys of the page map
 * @returns {string[]}
 */
export function routeTableProblems(routes, pagePaths) {
  if (!Array.isArray(routes)) return ['route-table.json must be a list of routes'];
  const problems = [];
  const paths = new Set();
  routes.forEach((route, i) => {
    const where = `route-table.json[${i}]`;
    if (typeof route !== 'object' || route === null) return problems.push(`${where} must be an object`);
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) return problems.push(`${where}.path must be a path starting with "/"`);
    if (paths.has(route.path)) problems.push(`${route.path} is declared twice`);
    paths.add(route.path);
    if (typeof route.public !== 'boolean') problems.push(`${route.path}: "public" must be true or false`);
    if (typeof route.titleKey !== 'string' || !route.titleKey.includes(':')) problems.push(`${route.path}: "titleKey" must be "namespace:key"`);
    for (const key of OPTIONAL_STRINGS) if (key in route && typeof route[key] !== 'string') problems.push(`${route.path}: "${key}" must be a string`);
    for (const key of Object.keys(route)) if (!['path', 'public', 'titleKey', ...OPTIONAL_STRINGS].includes(key)) problems.push(`${route.path}: unknown "${key}"`);
    if (!pagePaths.includes(route.path)) problems.push(`${route.path} has no page in the page map of src/routes.ts`);
  });
  for (const path of pagePaths) if (!paths.has(path)) problems.push(`the page of ${path} in src/routes.ts has no route in route-table.json`);
  return problems;
}

/**
 * The keys of the page map in a remote's `routes.ts` source: the quoted paths of the object
 * assigned to `const pages`.
 * @param {string} source
 * @returns {string[] | undefined} undefined when the file has no such map
 */
export function pageMapPaths(source) {
  const map = /const pages\b[^=]*=\s*\{([\s\S]*?)\n\};/.exec(source);
  if (!map) return undefined;
  return [...map[1].matchAll(/^\s*(['"])(\/[^'"]*)\1\s*:/gm)].map((match) => match[2]);
}

export class RouteTablePlugin {
  /** @param {{ dir: string; remote: string; version: string; contract?: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { dir, remote, version, contract } = this.options;
    const tableFile = join(dir, 'src', 'route-table.json');
    const routesFile = join(dir, 'src', 'routes.ts');
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.fileDependencies.add(tableFile);
      compilation.fileDependencies.add(routesFile);
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const fail = (/** @type {string} */ message) => compilation.errors.push(new compiler.rspack.WebpackError(`${remote}: ${message}`));
          let routes;
          try {
            routes = JSON.parse(readFileSync(tableFile, 'utf8'));
          } catch (error) {
            return fail(`src/route-table.json cannot be read: ${error instanceof Error ? error.message : String(error)}`);
          }
          const pagePaths = pageMapPaths(readFileSync(routesFile, 'utf8'));
          if (!pagePaths) return fail("src/routes.ts has no page map (`const pages = { '/path': () => import('./page'), ... }`)");
          const problems = routeTableProblems(routes, pagePaths);
          if (problems.length > 0) return fail(`the route table and the page map disagree:\n  ${problems.join('\n  ')}`);
          const table = { remote, version, contract, routes };
          compilation.emitAsset('routes.json', new compiler.rspack.sources.RawSource(JSON.stringify(table)));
        },
      );
    });
  }
}
