import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { prefixOf, shellRoutePaths } from './tenant-set';

/**
 * `pnpm create-remote <name>`: a new remote in the house shape, from the templates in
 * `scripts/remote-template/` (every file there, its path and text with the placeholders below
 * filled). The versions and the contract range are the ones the workspace's remotes use now, so
 * the templates never repeat them.
 */

/** The template folder: `e2e/…` files go to the repository's `e2e/tests/`, the rest to `remotes/<name>/`. */
export const templateDir = (root: string) => join(root, 'scripts', 'remote-template');

/** A remote name: what a URL segment, a folder, an i18n namespace and a federation name all accept. */
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** A dependency version the template leaves to the workspace: the one its remotes use. */
const WORKSPACE = '__WORKSPACE__';

interface RemotePackage {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  atrium?: { remote?: string; contract?: string };
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The workspace's remotes: folder name → package.json. */
function remotePackages(root: string): Map<string, RemotePackage> {
  const dir = join(root, 'remotes');
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => existsSync(join(dir, name, 'package.json'))) : [];
  return new Map(names.sort().map((name) => [name, readJson<RemotePackage>(join(dir, name, 'package.json'))]));
}

/** The value most of the remotes give (ties: the first remote in name order), or undefined. */
function mostCommon(values: (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Why `name` cannot be a new remote, or undefined when it can. */
export function remoteNameProblem(root: string, name: string): string | undefined {
  if (!NAME.test(name)) return `"${name}" is not a remote name: lowercase letters, digits and single dashes, starting with a letter (e.g. rewards, gift-cards)`;
  if (existsSync(join(root, 'remotes', name))) return `remotes/${name} exists already`;
  const path = `/${name}`;
  if (shellRoutePaths(root).some((shellPath) => prefixOf(shellPath) === path)) return `the shell routes ${path} itself: pick another name`;
  for (const remote of remotePackages(root).keys()) {
    const table = join(root, 'remotes', remote, 'src', 'route-table.json');
    const paths = existsSync(table) ? readJson<{ path: string }[]>(table).map((route) => route.path) : [];
    if (paths.some((routePath) => prefixOf(routePath) === path)) return `the remote ${remote} routes ${path}: pick another name`;
  }
  return undefined;
}

/** The placeholders of the templates for `name`: `gift-cards` is Gift cards, GiftCardsPage, giftCardsI18nReady. */
export function placeholders(root: string, name: string): Record<string, string> {
  const words = name.split('-');
  const contract = mostCommon([...remotePackages(root).values()].map((pkg) => pkg.atrium?.contract));
  if (!contract) throw new Error('no remote in remotes/ declares its contract range (package.json atrium.contract)');
  return {
    __NAME__: name,
    __TITLE__: [words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1), ...words.slice(1)].join(' '),
    __PASCAL__: words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(''),
    __CAMEL__: words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join(''),
    __CONTRACT__: contract,
  };
}

const fill = (text: string, values: Record<string, string>) => text.replace(/__(NAME|TITLE|PASCAL|CAMEL|CONTRACT)__/g, (key) => values[key]!);

/** The template package.json's `__WORKSPACE__` versions, each the one the workspace's remotes use. */
function withWorkspaceVersions(root: string, text: string): string {
  const pkg = JSON.parse(text) as RemotePackage;
  const remotes = [...remotePackages(root).values()];
  for (const field of ['dependencies', 'devDependencies'] as const) {
    for (const [dependency, version] of Object.entries(pkg[field] ?? {})) {
      if (version !== WORKSPACE) continue;
      const used = mostCommon(remotes.map((remote) => remote.dependencies?.[dependency] ?? remote.devDependencies?.[dependency]));
      if (!used) throw new Error(`no remote depends on ${dependency}: give its version in the template's package.json`);
      pkg[field]![dependency] = used;
    }
  }
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function templateFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => (statSync(join(dir, entry)).isDirectory() ? templateFiles(join(dir, entry)) : [join(dir, entry)]));
}

/**
 * Writes the new remote's files under `root` (its folder, and its e2e test in `e2e/tests/`) and
 * returns their paths relative to `root`. Refuses a name `remoteNameProblem` refuses.
 */
export function scaffoldRemote(root: string, name: string): string[] {
  const problem = remoteNameProblem(root, name);
  if (problem) throw new Error(problem);
  const values = placeholders(root, name);
  const templates = templateDir(root);
  return templateFiles(templates)
    .sort()
    .map((file) => {
      const inTemplate = fill(relative(templates, file), values);
      const target = inTemplate.startsWith(`e2e/`) ? join('e2e', 'tests', inTemplate.slice(4)) : join('remotes', name, inTemplate);
      let text = fill(readFileSync(file, 'utf8'), values);
      if (inTemplate === 'package.json') text = withWorkspaceVersions(root, text);
      mkdirSync(dirname(join(root, target)), { recursive: true });
      writeFileSync(join(root, target), text);
      return target;
    });
}
