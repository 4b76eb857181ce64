// @ts-check
/** Type-checks every TypeScript project of the workspace (strict everywhere). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const projects = [
  'shell',
  'server',
  'cdn',
  'e2e',
  'bench',
  ...readdirSync(join(root, 'packages')).map((p) => `packages/${p}`),
  ...readdirSync(join(root, 'remotes')).map((r) => `remotes/${r}`),
].filter((p) => existsSync(join(root, p, 'tsconfig.json')));

const tsc = join(root, 'node_modules', '.bin', 'tsc');
for (const project of projects) await run(tsc, ['--noEmit', '-p', join(project, 'tsconfig.json')]);
console.log(`types: ${projects.length} projects checked`);
