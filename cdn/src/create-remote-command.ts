import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { remoteNameProblem, scaffoldRemote } from './create-remote';

/**
 * `pnpm create-remote <name>`: scaffolds `remotes/<name>` (and its e2e test) from
 * scripts/remote-template, then runs the workspace install so the new package is linked: from
 * the local store only (`--offline`), else preferring it (`--prefer-offline`), so it works without
 * the internet once the workspace is installed. Exit 1 for a name it refuses (README "Releasing a remote").
 */
const root = join(import.meta.dirname, '..', '..');

/** The pnpm that runs this command (`pnpm create-remote`), or the one on the PATH. */
const pnpm = (args: string[]): [string, string[]] => {
  const execPath = process.env.npm_execpath;
  return execPath && /pnpm\.c?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : ['pnpm', args];
};

function main(): number {
  const [name, ...rest] = process.argv.slice(2);
  if (!name || rest.length > 0) {
    console.error('usage: pnpm create-remote <name>');
    return 2;
  }
  const problem = remoteNameProblem(root, name);
  if (problem) {
    console.error(`create-remote refused: ${problem}`);
    return 1;
  }
  const files = scaffoldRemote(root, name);
  console.log(`created ${files.length} files: remotes/${name}/ and ${files.find((file) => file.startsWith('e2e'))}`);
  for (const mode of ['--offline', '--prefer-offline']) {
    // A new package changes the lockfile by definition: CI's default frozen lockfile would refuse it.
    const install = spawnSync(...pnpm(['install', mode, '--no-frozen-lockfile']), { cwd: root, stdio: 'inherit' });
    if (install.status === 0) {
      console.log(`next: pnpm release ${name}, then pnpm tenant:set <tenant> ${name} 1.0.0`);
      return 0;
    }
    console.error(`pnpm install ${mode} failed (exit ${install.status ?? install.signal})`);
  }
  console.error(`the files are written; run pnpm install once the registry can be reached`);
  return 1;
}

process.exitCode = main();
