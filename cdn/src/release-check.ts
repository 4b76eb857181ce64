import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCompatibility, releaseNeeds, shellOffer } from '@atrium/platform/compatibility';
import { firstReadsProblems } from '@atrium/platform/first-reads';
import type { ReleaseFinder } from './release-store';
import { tenantConfigFor } from './tenant-config-reader';

export interface ReleaseQuestion {
  remote: string;
  version: string;
  tenant: string;
  findRelease: ReleaseFinder;
  /** The deployed shell's build folder (its own mf-manifest.json). */
  shellDir: string;
  /** config/platform: one folder per tenant with its config.js. */
  platformDir: string;
}

export interface Verdict {
  go: boolean;
  /** The answer in one line, then one line per reason (no) or note. */
  text: string;
}

/** The contract version a built shell implements: the `@atrium/platform` it shares with every remote. */
const PLATFORM = '@atrium/platform';

const TENANT_NAME = /^[a-z0-9-]+$/;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * "Can version V of remote R go live for tenant T?" (issue 9 §2): the release must be published,
 * the tenant must know the remote, and the deployed shell must offer what the release was built
 * for, by the same `checkCompatibility` the shell runs before it registers a remote. A remote the
 * tenant has switched off is still answered for (a team releases before the tenant turns it on),
 * with a note.
 */
export function releaseVerdict(q: ReleaseQuestion): Verdict {
  const reasons: string[] = [];
  const notes: string[] = [];
  const subject = `${q.remote} ${q.version}`;

  // The origin only shapes URLs in the config; the question is about versions and switches.
  const tenant = TENANT_NAME.test(q.tenant)
    ? tenantConfigFor(q.platformDir, q.tenant, 'https://localhost')
    : ({ ok: false, error: 'not a tenant name' } as const);
  if (!tenant.ok) reasons.push(`tenant ${q.tenant}: ${tenant.error}`);
  else {
    const deployment = (tenant.config.remotes as Record<string, (typeof tenant.config.remotes)[keyof typeof tenant.config.remotes] | undefined>)[q.remote];
    if (!deployment) reasons.push(`remote unknown: "${q.remote}" is none of ${Object.keys(tenant.config.remotes).join(', ')}`);
    else if (!deployment.enabled) notes.push(`note: ${q.tenant} has ${q.remote} switched off; it shows nothing of it until config.js enables it`);
    else notes.push(`note: ${q.tenant} runs ${q.remote} ${deployment.version}${deployment.channel ? ` (channel ${deployment.channel})` : ' (pinned)'} now`);
  }

  const releaseDir = q.findRelease(q.remote, q.version);
  let needs: ReturnType<typeof releaseNeeds> | undefined;
  if (releaseDir === undefined) reasons.push(`release not published: no ${subject} in the release store (run pnpm release ${q.remote})`);
  else {
    try {
      const routes = readJson(join(releaseDir, 'routes.json')) as { version?: unknown; routes?: unknown };
      if (routes.version !== q.version) reasons.push(`the folder of ${subject} holds version ${String(routes.version)} (routes.json)`);
      // A page's first reads are sent before its code runs, with the visitor's token: only reads the platform can send go out.
      for (const route of Array.isArray(routes.routes) ? (routes.routes as { path?: unknown; firstReads?: unknown }[]) : []) {
        for (const problem of firstReadsProblems(route?.firstReads)) reasons.push(`routes.json ${String(route.path)}: ${problem}`);
      }
      needs = releaseNeeds(readJson(join(releaseDir, 'mf-manifest.json')), routes);
    } catch (error) {
      reasons.push(`release unreadable (${releaseDir}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  let offer: ReturnType<typeof shellOffer> | undefined;
  try {
    const manifest = readJson(join(q.shellDir, 'mf-manifest.json'));
    const shared = (manifest as { shared?: { name?: unknown; version?: unknown }[] }).shared ?? [];
    const platform = Array.isArray(shared) ? shared.find((s) => s.name === PLATFORM) : undefined;
    if (typeof platform?.version !== 'string') throw new Error(`it shares no ${PLATFORM}`);
    offer = shellOffer(manifest, platform.version);
  } catch (error) {
    reasons.push(`shell unreadable (${join(q.shellDir, 'mf-manifest.json')}): ${error instanceof Error ? error.message : String(error)}`);
  }

  if (needs && offer) {
    const result = checkCompatibility(offer, needs);
    if (!result.compatible) reasons.push(...result.reasons);
  }
  if (reasons.length > 0) {
    return { go: false, text: [`no: ${subject} cannot go live for ${q.tenant}`, ...reasons.map((r) => `  - ${r}`), ...notes].join('\n') };
  }
  const matched = needs!.shared.filter((s) => offer!.shared[s.name] !== undefined).length;
  const summary = `shell contract ${offer!.contract}, release built for ${needs!.contract}; ${matched} shared singletons match`;
  return { go: true, text: [`yes: ${subject} can go live for ${q.tenant} (${summary})`, ...notes].join('\n') };
}
