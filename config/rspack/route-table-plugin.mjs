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
    // Each read's shape is @atrium/platform/first-reads's rule (TypeScript, which this build step cannot load): the
    // workspace's tables are checked against it by packages/platform/src/route-tables.test.ts, a release by release:check.
    if ('firstReads' in route && !Array.isArray(route.firstReads)) problems.push(`${route.path}: "firstReads" must be a list`);
    for (const key of Object.keys(route)) if (!['path', 'public', 'titleKey', 'firstReads', ...OPTIONAL_STRINGS].includes(key)) problems.push(`${route.path}: unknown "${key}"`);
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

/**
 * The module each path of a remote's page map imports (`'/quote': () => import('./market/pages/quote-page')`):
 * path → the request of its dynamic import, for the paths whose page is a plain `import('...')`.
 * @param {string} source the routes.ts source
 * @returns {Map<string, string>}
 */
export function pageImports(source) {
  const map = /const pages\b[^=]*=\s*\{([\s\S]*?)\n\};/.exec(source);
  if (!map) return new Map();
  return new Map([...map[1].matchAll(/^\s*(['"])(\/[^'"]*)\1\s*:\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\3\s*\)/gm)].map((m) => [m[2], m[4]]));
}

/** The file beside routes.json naming the files each path's page, and each language's messages, load. */
export const PAGE_ASSETS_FILE = 'page-assets.json';

/** The served files of a chunk group: its scripts and styles, relative to the release folder. */
const groupFiles = (/** @type {import('@rspack/core').ChunkGroup} */ group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => /\.(js|css)$/.test(file)));

/**
 * What the static host preloads with the HTML of a remote's path (cdn/src/route-preloads.ts), from
 * the compilation's chunk graph, file names relative to the release folder:
 * - `pages`: per path of the page map, the files of the chunk group its `import()` in routes.ts
 *   creates (what the page needs beyond the `./routes` expose);
 * - `locales`: per language, the message chunks of the remote's own namespaces (the lazy
 *   `import(/* webpackChunkName: "locale-<namespace>-[request]" *\/ `../i18n/${lng}.json`)` of a
 *   module under src/, rule 11), which its `ready` loads before the first render.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {{ srcDir: string; routesFile: string; imports: Map<string, string> }} where src/, src/routes.ts, and path → import request (pageImports)
 * @returns {{ pages: Record<string, string[]>; locales: Record<string, string[]> }}
 */
export function pageAssets(compilation, { srcDir, routesFile, imports }) {
  /** @type {Record<string, Set<string>>} */
  const pages = {};
  /** @type {Record<string, Set<string>>} */
  const locales = {};
  const add = (/** @type {Record<string, Set<string>>} */ into, /** @type {string} */ key, /** @type {string[]} */ files) => files.forEach((file) => (into[key] ??= new Set()).add(file));
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const module = /** @type {{ resource?: string; identifier?: () => string } | undefined} */ (origin.module);
      if (module?.resource === routesFile) {
        for (const [path, request] of imports) if (origin.request === request) add(pages, path, groupFiles(group));
      }
      // A lazy context of the remote's own source whose chunks are named locale-<namespace>-<language>-json.
      if (module?.resource === undefined && module?.identifier?.().startsWith(`${srcDir}/`)) {
        for (const chunk of group.chunks) {
          const language = /^locale-.+-([a-z]{2,3}(?:-[a-z0-9]{2,4})?)-json$/i.exec(chunk.name ?? '')?.[1];
          if (language) add(locales, language, groupFiles(group));
        }
      }
    }
  }
  const sorted = (/** @type {Record<string, Set<string>>} */ sets) => Object.fromEntries(Object.entries(sets).map(([key, files]) => [key, [...files].sort()]));
  return { pages: sorted(pages), locales: sorted(locales) };
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
      // After the real content hashes renamed the chunk files: the names written are the served ones.
      compilation.hooks.processAssets.tap({ name: 'RouteTablePlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        if (compilation.getAsset('routes.json') === undefined) return;
        const assets = pageAssets(compilation, { srcDir: join(dir, 'src'), routesFile, imports: pageImports(readFileSync(routesFile, 'utf8')) });
        compilation.emitAsset(PAGE_ASSETS_FILE, new compiler.rspack.sources.RawSource(JSON.stringify(assets)));
      });
    });
  }
}
