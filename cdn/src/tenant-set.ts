import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseVerdict } from './release-check';
import { REMOTE_NAME, RELEASE_VERSION, type ReleaseFinder } from './release-store';
import { ConfigEditError, editRemote, type RemoteEdit } from './tenant-config-edit';
import { createTenantConfigReader } from './tenant-config-reader';

export interface TenantSetRequest {
  tenant: string;
  remote: string;
  /** A version (`1.2.0`), a channel name (`stable`) or `off`. */
  target: string;
  /** config/platform: one folder per tenant with its config.js. */
  platformDir: string;
  findRelease: ReleaseFinder;
  /** The deployed shell's build folder (release:check reads its mf-manifest.json). */
  shellDir: string;
  /** The paths the shell itself routes (`shellRoutePaths`). */
  shellPaths: readonly string[];
}

/** The edited source to write, or why not (the file stays untouched). */
export type TenantSetResult = { ok: true; source: string; text: string } | { ok: false; text: string };

const TENANT_NAME = /^[a-z0-9-]+$/;

/** The first segment of a route path: what a tenant's `prefixes` and the shell's route matching compare. */
export const prefixOf = (path: string) => `/${path.split('/')[1] ?? ''}`;

/**
 * The paths of the shell's own routes, read from `shell/src/routing/shell-routes.ts` (the one
 * list the shell routes; a script cannot import it: it imports the shell's pages).
 */
export function shellRoutePaths(root: string): string[] {
  const source = readFileSync(join(root, 'shell', 'src', 'routing', 'shell-routes.ts'), 'utf8');
  return [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]!);
}

/** The paths a published release routes (its routes.json), or none when it cannot be read. */
function releasePaths(findRelease: ReleaseFinder, remote: string, version: string): string[] {
  const dir = findRelease(remote, version);
  if (!dir) return [];
  try {
    const table = JSON.parse(readFileSync(join(dir, 'routes.json'), 'utf8')) as { routes?: { path?: unknown }[] };
    return (table.routes ?? []).map((route) => route.path).filter((path): path is string => typeof path === 'string');
  } catch {
    return [];
  }
}

const editOf = (target: string): RemoteEdit | undefined =>
  target === 'off'
    ? { kind: 'off' }
    : RELEASE_VERSION.test(target)
      ? { kind: 'version', version: target }
      : REMOTE_NAME.test(target)
        ? { kind: 'channel', channel: target }
        : undefined;

/**
 * `pnpm tenant:set <tenant> <remote> <version|channel|off>` decided, without writing: the
 * tenant's config.js edited on the remote's lines only, then read back by the shell's own typed
 * reader (as the static host reads it), and refused when the reader would not run that release,
 * when release:check would refuse it, or when the release's path prefixes collide with the
 * shell's routes or with another remote the tenant runs.
 */
export function tenantSet(q: TenantSetRequest): TenantSetResult {
  const refuse = (...reasons: string[]): TenantSetResult => ({
    ok: false,
    text: [`refused: ${q.tenant} ${q.remote} ${q.target} (config.js not changed)`, ...reasons.map((r) => `  - ${r}`)].join('\n'),
  });
  if (!TENANT_NAME.test(q.tenant)) return refuse(`"${q.tenant}" is not a tenant name`);
  if (!REMOTE_NAME.test(q.remote)) return refuse(`"${q.remote}" is not a remote name (lowercase letters, digits and dashes)`);
  const edit = editOf(q.target);
  if (!edit) return refuse(`"${q.target}" is neither a version (1.2.0), a channel name (stable) nor off`);
  const file = join(q.platformDir, q.tenant, 'config.js');
  if (!existsSync(file)) return refuse(`no tenant "${q.tenant}" (${file} does not exist)`);

  let source: string;
  try {
    source = editRemote(readFileSync(file, 'utf8'), q.remote, edit);
  } catch (error) {
    return refuse(`${file}: ${error instanceof ConfigEditError || error instanceof SyntaxError ? error.message : String(error)}`);
  }

  // The edited file is read where no one serves it, by a reader of its own (no memory shared with the host's).
  const scratch = mkdtempSync(join(tmpdir(), 'tenant-set-'));
  try {
    mkdirSync(join(scratch, q.tenant));
    writeFileSync(join(scratch, q.tenant, 'config.js'), source);
    const reading = createTenantConfigReader()(scratch, q.tenant, 'https://localhost');
    if (!reading.ok) return refuse(`the edited config cannot be read: ${reading.error}`);
    const remotes = reading.config.remotes as Record<string, { enabled: boolean; version: string; prefixes: readonly string[] } | undefined>;
    const ownProblems = reading.config.problems.filter((problem) => problem.includes(`remotes.${q.remote}`));
    if (edit.kind === 'off') {
      if (remotes[q.remote]?.enabled) return refuse(`the reader still runs ${q.remote}: ${ownProblems.join('; ')}`);
      return { ok: true, source, text: `set: ${q.tenant} runs no ${q.remote} (its paths fall to /home, its tabs and menu entries go)` };
    }
    const deployment = remotes[q.remote];
    if (!deployment?.enabled) return refuse(...(ownProblems.length > 0 ? ownProblems : [`the tenant reader does not run ${q.remote}`]));

    // Asked of the edited config, whose remote is the one being set: release:check's notes on what it runs now would only echo the edit.
    const verdict = releaseVerdict({ remote: q.remote, version: deployment.version, tenant: q.tenant, findRelease: q.findRelease, shellDir: q.shellDir, platformDir: scratch });
    const [answer, ...lines] = verdict.text.split('\n').filter((line) => !line.startsWith('note:'));
    if (!verdict.go) return refuse(answer!, ...lines.map((line) => line.replace(/^\s*- /, '')));

    const collisions = prefixCollisions(q, deployment.version, remotes);
    if (collisions.length > 0) return refuse(...collisions);
    const how = edit.kind === 'channel' ? `channel ${edit.channel}, now ${deployment.version}` : 'pinned';
    return { ok: true, source, text: [`set: ${q.tenant} runs ${q.remote} ${deployment.version} (${how})`, answer!].join('\n') };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Each prefix of the release that the shell or another enabled remote of the tenant already routes. */
function prefixCollisions(
  q: TenantSetRequest,
  version: string,
  remotes: Record<string, { enabled: boolean; version: string; prefixes: readonly string[] } | undefined>,
): string[] {
  const own = new Set(releasePaths(q.findRelease, q.remote, version).map(prefixOf));
  const owners = new Map<string, string>();
  for (const path of q.shellPaths) if (path !== '/') owners.set(prefixOf(path), 'the shell');
  for (const [name, deployment] of Object.entries(remotes)) {
    if (name === q.remote || !deployment?.enabled) continue;
    const paths = [...deployment.prefixes, ...releasePaths(q.findRelease, name, deployment.version)];
    for (const path of paths) if (!owners.has(prefixOf(path))) owners.set(prefixOf(path), `remote ${name}`);
  }
  return [...own].filter((prefix) => owners.has(prefix)).map((prefix) => `path prefix ${prefix} of ${q.remote} ${version} is already routed by ${owners.get(prefix)}`);
}
