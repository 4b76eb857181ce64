/**
 * Production build times (issue 10 targets: the whole workspace ≤ 30 s, one remote ≤ 8 s on a
 * 2-core machine). Wall time of the commands a developer runs; the builds rewrite the shared
 * build output, so nothing may be serving or testing it meanwhile.
 */
import { spawn } from 'node:child_process';
import { root } from './bench-platform';

export interface BuildTime {
  command: string;
  seconds: number;
}

export interface BuildTimes {
  date: string;
  workspace: BuildTime;
  oneRemote: BuildTime;
  targets: { workspaceSeconds: number; oneRemoteSeconds: number };
}

async function timed(args: string[]): Promise<BuildTime> {
  const command = `pnpm ${args.join(' ')}`;
  const started = performance.now();
  const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} failed (${code})`);
  return { command, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
}

export async function measureBuildTimes(): Promise<BuildTimes> {
  const workspace = await timed(['build']);
  const oneRemote = await timed(['--filter', './remotes/content', 'build']);
  return { date: new Date().toISOString(), workspace, oneRemote, targets: { workspaceSeconds: 30, oneRemoteSeconds: 8 } };
}
