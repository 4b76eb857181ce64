import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantConfig } from '@atrium/platform/tenant-config';
import type { ReleaseFinder } from './release-store';
import { escapeHtml } from './tenant-page';
import { matchesRoutePath } from '@atrium/platform/route-path';
import { firstReadsProblems, firstRequests, picturesAttribute, type FirstRead, type FirstRequest } from '@atrium/platform/first-reads';
import { FIRST_READ_META, earlyGetUrl } from '@atrium/platform/early-gets';

/**
 * What the static host reads of one release folder to write a page's preloads: its route paths,
 * its entry, the sync files of its `./routes` expose, per path the reads its page makes first
 * (routes.json `firstReads`, only where they are well formed: @atrium/platform/first-reads), and
 * per path the files of that path's page and per language its messages (page-assets.json, written by config/rspack/route-table-plugin.mjs).
 * All relative to the folder.
 */
export interface ReleaseLayout {
  routePaths: string[];
  firstReads: Record<string, FirstRead[]>;
  entry: string;
  routesExpose: { js: string[]; css: string[] };
  pages: Record<string, string[]>;
  locales: Record<string, string[]>;
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A release's layout from its files, or undefined when they are missing or not what a build writes. */
export function readReleaseLayout(dir: string): ReleaseLayout | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
    const table = JSON.parse(readFileSync(join(dir, 'routes.json'), 'utf8')) as { routes?: { path?: unknown; firstReads?: unknown }[] };
    // Only a release whose files resolve beside its manifest (the preset's publicPath "auto") is described.
    if (manifest.metaData?.publicPath !== 'auto' || !Array.isArray(table.routes)) return undefined;
    const entry = manifest.metaData.remoteEntry;
    if (typeof entry?.name !== 'string') return undefined;
    const routesExpose = manifest.exposes?.find((expose) => expose.path === './routes')?.assets;
    let assets: { pages?: unknown; locales?: unknown } = {};
    try {
      assets = JSON.parse(readFileSync(join(dir, 'page-assets.json'), 'utf8')) as typeof assets;
    } catch {
      // A release built before page-assets.json existed: its page is found by the remote's code, as before.
    }
    const filesBy = (value: unknown) => (typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([key, files]) => [key, strings(files)])) : {});
    return {
      routePaths: table.routes.flatMap((route) => (typeof route.path === 'string' ? [route.path] : [])),
      // A malformed list is left out (release:check refuses it): its page reads as before.
      firstReads: Object.fromEntries(
        table.routes.flatMap((route) => (typeof route.path === 'string' && route.firstReads !== undefined && firstReadsProblems(route.firstReads).length === 0 ? [[route.path, route.firstReads as FirstRead[]]] : [])),
      ),
      entry: entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name,
      routesExpose: { js: strings(routesExpose?.js?.sync), css: strings(routesExpose?.css?.sync) },
      pages: filesBy(assets.pages),
      locales: filesBy(assets.locales),
    };
  } catch {
    return undefined;
  }
}

/** A release folder's files never change; a workspace build is replaced by a rebuild (its routes.json is rewritten). */
const versionOf = (dir: string) => {
  try {
    return statSync(join(dir, 'routes.json')).mtimeMs;
  } catch {
    return undefined;
  }
};

/** A file of a release as a URL beside its manifest; undefined for a name that would leave the folder. */
const besideManifest = (manifestUrl: string, file: string): string | undefined => {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(file) || file.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return new URL(file, manifestUrl).href;
};

/** What the host writes for a remote's path: its head links, and the reads whose pictures it may read itself (first-pictures.ts). */
export interface RoutePreloads {
  links: string;
  /** The path's first reads whose `pictures` are `public` (the same for every visitor), their queries filled in. */
  publicPictureReads: FirstRequest[];
}

const link = (rel: string, href: string, extra = '') => `<link rel="${rel}" href="${escapeHtml(href)}"${extra}>`;

/**
 * The head links that start a remote page's request chain with the HTML (one round trip per link
 * of the chain saved on a cold load), for the paths a configured remote's route table owns:
 * - a preconnect to the releases' origin (each remote file comes from there);
 * - the owning remote's mf-manifest.json and routes.json, fetched like the shell's gate does
 *   (`fetch(url, { mode: 'cors' })`, shell/src/federation/release-probe.ts). Only the owner's:
 *   the shell renders the page once the owner's table is in and reads the other remotes' tables
 *   after the page's load (shell/src/federation/route-table-source.ts), so theirs would only
 *   take the throttled link and the origin's connections from the page's chain;
 * - the owning remote's remoteEntry.js and its `./routes` expose's sync chunks, as the federation
 *   runtime loads them (plain `<script>`s without a crossorigin attribute: runtime-core's
 *   loadEntryScript and the snapshot plugin's preload), and the remote's messages in the
 *   visitor's language and the page's own chunks as the remote's chunk loader asks for them
 *   (`crossOriginLoading: 'anonymous'`, config/rspack/preset.mjs);
 * - the reads the path's page makes first (its route's `firstReads`, the query filled in from the
 *   page URL's `search`), in the visitor's language under the tenant's API: one
 *   `<meta name="atrium-first-read">` each, which the shell's entry sends (with the session token
 *   where it needs one: shell/src/boot/early-gets.ts), and a preload for a public GET, which needs
 *   no script to start.
 * - the reads among them whose pictures are public, for the host to read itself (first-pictures.ts).
 * Other paths (/home, the shell's own) get nothing. A remote switched off, or whose release the
 * host cannot read, gets no links: its page loads as before. Each release folder is read once.
 */
export function createRoutePreloads(findRelease: ReleaseFinder) {
  const layouts = new Map<string, { version: number; layout: ReleaseLayout | undefined }>();
  const layoutOf = (remote: string, version: string) => {
    const dir = findRelease(remote, version);
    if (dir === undefined) return undefined;
    const mtime = versionOf(dir);
    if (mtime === undefined) return undefined;
    const known = layouts.get(dir);
    if (known?.version === mtime) return known.layout;
    const layout = readReleaseLayout(dir);
    layouts.set(dir, { version: mtime, layout });
    return layout;
  };

  /**
   * The links for `pathname` of a page on `pageOrigin` (the origin a relative release URL resolves
   * against) for a visitor reading `language` (the shell's language cookie).
   */
  return function routePreloads(config: TenantConfig, pathname: string, pageOrigin: string, language: string, search = ''): RoutePreloads {
    const enabled = Object.entries(config.remotes).flatMap(([name, deployment]) => {
      if (!deployment.enabled) return [];
      const layout = layoutOf(name, deployment.version);
      return layout ? [{ name, manifest: new URL(deployment.manifest, pageOrigin).href, layout }] : [];
    });
    let owner: (typeof enabled)[number] | undefined;
    let route: string | undefined;
    for (const remote of enabled) {
      route = remote.layout.routePaths.find((path) => matchesRoutePath(path, pathname));
      if (route !== undefined) {
        owner = remote;
        break;
      }
    }
    if (!owner || route === undefined) return { links: '', publicPictureReads: [] };
    const { layout, manifest } = owner;
    const releaseReads = [manifest, new URL('routes.json', manifest).href];
    const scripts = [layout.entry, ...layout.routesExpose.js];
    const pageFiles = [...(layout.locales[language] ?? []), ...(layout.pages[route] ?? [])].filter((file) => !scripts.includes(file) && !layout.routesExpose.css.includes(file));
    const urls = (files: string[]) => files.flatMap((file) => besideManifest(manifest, file) ?? []);
    const origin = new URL(manifest).origin;
    const requests = firstRequests(layout.firstReads[route], search);
    const reads = requests.map((read) => ({ ...read, url: earlyGetUrl(config.apiBase, read.path, language) }));
    const links = [
      ...reads.flatMap(({ method, url, session, pictures }) => [
        `<meta name="${FIRST_READ_META}" content="${escapeHtml(url)}" data-method="${method}" data-session="${session}"${pictures ? ` data-pictures="${escapeHtml(picturesAttribute(pictures))}"` : ''}>`,
        ...(method === 'GET' && !session ? [link('preload', url, ' as="fetch" crossorigin="anonymous"')] : []),
      ]),
      // Scripts without crossorigin and CORS reads travel on separate connections: one of each.
      link('preconnect', origin),
      link('preconnect', origin, ' crossorigin="anonymous"'),
      ...releaseReads.map((url) => link('preload', url, ' as="fetch" crossorigin="anonymous"')),
      ...urls(scripts).map((url) => link('preload', url, ' as="script"')),
      ...urls(layout.routesExpose.css).map((url) => link('preload', url, ' as="style"')),
      ...urls(pageFiles).map((url) => link('preload', url, url.endsWith('.css') ? ' as="style" crossorigin="anonymous"' : ' as="script" crossorigin="anonymous"')),
    ].join('');
    return { links, publicPictureReads: requests.filter((read) => read.pictures?.public === true) };
  };
}
