// @ts-check
import { existsSync, lstatSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The probe is not a workspace package (pnpm would install it into every checkout and list it
 * among the remotes): it borrows the installed dependencies of a real remote, content, through a
 * `node_modules` link. Its build then resolves, and shares (config/rspack/shared.mjs reads the
 * installed versions), exactly what a real remote resolves and shares. The link is gitignored.
 */
const here = import.meta.dirname;
const lender = join(here, '..', '..', 'remotes', 'content', 'node_modules');

export function linkProbeDependencies() {
  const link = join(here, 'node_modules');
  if (existsSync(link) || isDanglingLink(link)) return;
  if (!existsSync(lender)) throw new Error(`the floor probe borrows remotes/content's dependencies: run pnpm install first (${lender} is missing)`);
  symlinkSync(relative(here, lender), link, 'dir');
}

/** A link left behind by a moved checkout: existsSync follows it and says no. */
function isDanglingLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
