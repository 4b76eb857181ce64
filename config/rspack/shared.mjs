// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The federated singletons of ARCHITECTURE rule 5. Each is shared with a caret range of the
 * real version installed for the app being built (never `workspace:*`); `@atrium/platform`
 * also with `strictVersion`, since it is the contract between the shell and the remotes.
 * react-router is not one: a shared module is provided whole (~60 KB gzip), while the shell's
 * own copy is tree-shaken; remotes reach the shell's router through `@atrium/platform`, and
 * `@atrium/ui`, provided by the shell too, uses the same copy. `@atrium/kit` is deliberately
 * absent: it is stateless, and each app bundles it tree-shaken at the version it was built with,
 * so a kit change is one app's release, never a contract change that quarantines the others.
 * react-i18next is not one either, for the same reason as react-router: it is bundled into
 * `@atrium/i18n`, tree-shaken, and the apps take `useTranslation` and `Trans` from there, so its
 * one copy at runtime is the one inside that singleton (3.0 KB gzip less on /home than provided whole).
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'i18next',
  '@atrium/api',
  '@atrium/i18n',
  '@atrium/ui',
  '@atrium/platform',
];

const STRICT = new Set(['@atrium/platform']);

/**
 * Shared so that a page loads them once, not because one copy must exist: the shell loads
 * bignumber.js with its boot (the router-decimal chunk), and a remote that bundled its own paid
 * it twice on its first page (8.5 KB gzip: the largest duplicate on every remote page, issue 24).
 * Not singletons: a remote built for a version the shell's does not satisfy falls back to its own
 * copy. A single module (one class), so sharing it whole costs nothing against tree-shaking.
 */
export const DEDUPED = ['bignumber.js'];

/** The package a request belongs to: `react-dom/client` → `react-dom`. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The installed version of `pkg` as `appDir` resolves it: the node_modules lookup of Node's
 * resolution, reading package.json directly since `exports` maps often hide it.
 * @param {string} appDir @param {string} pkg
 */
export function installedVersion(appDir, pkg) {
  for (let dir = appDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(candidate)) return String(JSON.parse(readFileSync(candidate, 'utf8')).version);
    if (dirname(dir) === dir) return null;
  }
}

/**
 * The `shared` option of the federation plugin for the app in `appDir`: every singleton and
 * every deduplicated module the app depends on.
 * @param {string} appDir
 */
export function sharedFor(appDir) {
  /** @type {Record<string, import('@module-federation/enhanced/rspack').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const request of [...SINGLETONS, ...DEDUPED]) {
    const version = installedVersion(appDir, packageOf(request));
    // pnpm lets an app import only what it depends on: what it does not have, it cannot use.
    if (version === null) continue;
    const singleton = SINGLETONS.includes(request);
    shared[request] = {
      singleton,
      version,
      requiredVersion: `^${version}`,
      strictVersion: singleton && STRICT.has(packageOf(request)),
    };
  }
  return shared;
}
