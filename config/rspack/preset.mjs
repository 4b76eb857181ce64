// @ts-check
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installedVersion, sharedFor } from './shared.mjs';
import { RouteTablePlugin } from './route-table-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { BootPreloadPlugin } from './boot-preload-plugin.mjs';
import { federationRuntimeAsEsm } from './federation-runtime-esm.mjs';
import { reactRouterProduction } from './react-router-production.mjs';

/**
 * @typedef {object} AppOptions
 * @property {string} dir           the app's folder (import.meta.dirname of its rspack config)
 * @property {'host' | 'remote'} kind
 * @property {string} name          federation name, also the CSS class prefix
 * @property {Record<string, string>} [exposes]  remotes: what they expose (./routes)
 */

/** The browsers Atrium builds for: phones of the last few years. */
const BROWSERS = ['chrome >= 111', 'safari >= 16.4', 'firefox >= 113', 'samsung >= 22'];

/** A package's messages for one language (`locales/de.json`, `i18n/de.json`): loaded on demand. */
const LOCALE_FILE = /[\\/](locales|i18n)[\\/][a-z]{2}\.json$/;

/**
 * The host's boot in few requests (HTTP/1.1 gives a page six connections per origin, and every
 * request waits a round trip): each shared module is an async chunk group of its own, so without
 * these groups /home's boot was 15 small chunks. The framework and the @atrium packages it
 * provides each become one chunk, whatever group asks for them (the packages' locale files stay
 * per language, loaded on demand). The packages' group takes async chunks only: the few package
 * modules the entry imports itself (@atrium/platform/early-gets) stay in the entry, which must
 * remain one script. The kit's form controls (`@atrium/ui/controls`, `@atrium/ui/segmented`) stay
 * out of it: a few screens use them, and they load with those screens, not with /home.
 */
const KIT_CONTROLS = /[\\/]packages[\\/]ui[\\/]src[\\/](controls|segmented)[\\/]/;

/**
 * A test for the copy of `pkg` that `from` (the app, or the package it comes through) depends on:
 * with pnpm, `.pnpm/axios@1.21.1/…`, not another package's own copy. In the monolith build, where
 * defi's code is the app's, tronweb's axios 1.18 and bignumber.js 9 had been forced into the boot
 * chunks beside the app's (19 KB gzip on every page of the monolith, none of it used there).
 * @param {string} from @param {string} pkg
 * @returns {(resource: string) => boolean}
 */
const ownCopy = (from, pkg) => {
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const version = installedVersion(from, pkg);
  const anyCopy = new RegExp(`[\\\\/]node_modules[\\\\/]${escape(pkg)}[\\\\/]`);
  const pnpmCopy = new RegExp(`[\\\\/]\\.pnpm[\\\\/]${escape(pkg)}@${version === null ? '[^\\\\/_]+' : escape(version)}[_\\\\/]`);
  return (resource) => anyCopy.test(resource) && (!/[\\/]\.pnpm[\\/]/.test(resource) || pnpmCopy.test(resource));
};

/** The host's boot chunk groups. @param {string} dir the host's folder */
export const bootChunks = (dir) => {
  const ownDecimal = ownCopy(dir, 'bignumber.js');
  // axios comes with the API client: its copy is the one @atrium/api depends on.
  const ownAxios = ownCopy(join(dir, 'node_modules', '@atrium', 'api'), 'axios');
  return {
  framework: {
    name: 'framework',
    test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|zustand|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    chunks: 'all',
    enforce: true,
  },
  // The router and the decimal library: both load with the boot (bignumber.js shared, so a remote page uses this copy), so one file
  // rather than the two the chunk graph would make of them once the entry also starts a page
  // that needs the router alone (shell/src/boot/start-shell-page.ts): one request less.
  routerDecimal: {
    name: 'router-decimal',
    test: (/** @type {{ resource?: string }} */ module) =>
      /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-router|react-router-dom)[\\/]/.test(module.resource ?? '') || ownDecimal(module.resource ?? ''),
    chunks: 'async',
    enforce: true,
  },
  atrium: {
    name: 'atrium-packages',
    // axios is bundled into @atrium/api (not shared itself): it goes where the API client goes.
    test: (/** @type {{ resource?: string }} */ module) =>
      (/[\\/]packages[\\/](api|i18n|ui|platform)[\\/]src[\\/]/.test(module.resource ?? '') && !LOCALE_FILE.test(module.resource ?? '') && !KIT_CONTROLS.test(module.resource ?? '')) ||
      ownAxios(module.resource ?? ''),
    chunks: 'async',
    enforce: true,
  },
  };
};

/** @param {string} dir */
const readPackage = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/**
 * The one rspack configuration every app of Atrium is built from: a remote's own config is
 * `export default defineApp({ dir, kind: 'remote', name, exposes })`.
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function defineApp({ dir, kind, name, exposes = {} }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const pkg = readPackage(dir);
    const isHost = kind === 'host';
    const shared = sharedFor(dir);
    return {
      mode,
      context: dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      target: ['web', 'es2022'],
      // No eval in development either: the static host's CSP forbids it in every mode.
      devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        // Chunk loading through a Trusted Types policy, so a tenant can enforce Trusted Types in its CSP.
        trustedTypes: { policyName: 'atrium-chunks' },
        // Hashed names are immutable on the CDN; the entry points are not hashed and served no-cache.
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        cssFilename: '[name].[contenthash:8].css',
        cssChunkFilename: '[name].[contenthash:8].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // The host serves from its own root; a remote's chunks resolve from wherever its entry was loaded.
        publicPath: isHost ? '/' : 'auto',
        // Chunks from the CDN origin load with CORS: readable, so the service worker can keep them.
        crossOriginLoading: 'anonymous',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: { ...federationRuntimeAsEsm.alias, ...(mode === 'production' ? reactRouterProduction(dir) : {}) },
      },
      module: {
        parser: { 'css/auto': { namedExports: false } },
        generator: {
          // Class names carry the app's name (rule 12), so two remotes never clash.
          'css/auto': { localIdentName: `${name}__[local]__[hash:5]`, exportsConvention: 'as-is' },
        },
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            type: 'javascript/auto',
            options: {
              jsc: {
                target: 'es2022',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: mode === 'development' } },
              },
            },
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset' },
          federationRuntimeAsEsm.rule,
        ],
      },
      optimization: {
        ...(isHost ? { splitChunks: { cacheGroups: bootChunks(dir) } } : {}),
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin(),
          // Browsers that know logical properties (`text-align: start`, `inset-inline`): lowering
          // them for older ones rewrites them into :lang() rules that follow the page's language,
          // not the element's direction, and breaks right to left.
          new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new rspack.DefinePlugin({
          __APP_NAME__: JSON.stringify(name),
          __APP_VERSION__: JSON.stringify(pkg.version),
          // The platform contract range a remote declares in its package.json (rule 5).
          __ATRIUM_CONTRACT__: JSON.stringify(pkg.atrium?.contract ?? ''),
          // What this app shares, module → version: the shell's side of the compatibility gate,
          // from the same list the federation plugin shares.
          __ATRIUM_SHARED__: JSON.stringify(Object.fromEntries(Object.entries(shared).map(([request, s]) => [request, s.version]))),
        }),
        new ModuleFederationPlugin({
          // The container is a global variable: "defi-finance" builds as "defi_finance"
          // (federationName in @atrium/platform, which the shell registers it by).
          name: name.replace(/-/g, '_'),
          // One federation runtime per page: the shell provides its runtime core and every remote
          // uses it (a remote entry drops from 36 to 18 KB gzip). Part of contract 2.
          // `target: 'web'` lets the minifier drop the runtime's Node.js script loader, and a remote
          // needs no snapshot code of its own (the shell's runtime resolves manifests): 2 KB gzip
          // less in the shell's entry and in each remote's.
          ...(isHost
            ? { remotes: {}, shareStrategy: 'loaded-first', experiments: { provideExternalRuntime: true, optimization: { target: 'web' } } }
            : { filename: 'remoteEntry.js', exposes, experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } } }),
          shared,
          manifest: true,
          dts: false,
        }),
        ...(mode === 'production' ? [new PrecompressPlugin()] : []),
        ...(isHost
          ? [
              // In the head, before the boot's preloads: the entry is what starts everything, so it comes first.
              new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'head', scriptLoading: 'module' }),
              // src/index.ts: `import('./bootstrap')`.
              new BootPreloadPlugin({ bootRequest: './bootstrap' }),
              new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
            ]
          : [new RouteTablePlugin({ dir, remote: name, version: pkg.version, contract: pkg.atrium?.contract })]),
      ],
    };
  };
}
