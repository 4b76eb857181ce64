// @ts-check
/**
 * The monolith comparison (issue 10): the same shell and the same remotes' source built as ONE
 * app, without Module Federation. Everything is the shell's own build (config/rspack/preset.mjs)
 * except that the federation plugin is left out and the shell's two doors to federation are
 * swapped for in-process ones: the runtime (loadRemote → a dynamic import of the remote's
 * src/routes.ts) and the release probe (the route tables come from the remotes' route-table.json).
 * The benchmark's probe remote (bench/floor) is built in too, as a real remote is: its
 * dependencies are linked first. Output: shell/dist-monolith, served like the real build (`SHELL_DIR=shell/dist-monolith`).
 *
 *   pnpm build:monolith   (rspack build -c bench/monolith/rspack.config.mjs)
 */
import { rspack } from '@rspack/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineApp } from '../../config/rspack/preset.mjs';
import { sharedFor } from '../../config/rspack/shared.mjs';
import { linkProbeDependencies } from '../floor/link-dependencies.mjs';

const root = join(import.meta.dirname, '..', '..');
const shellDir = join(root, 'shell');
const here = import.meta.dirname;
const version = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;

/** @param {unknown} env @param {{ mode?: string }} argv */
export default (env, argv) => {
  linkProbeDependencies();
  const config = defineApp({ dir: shellDir, kind: 'host', name: 'shell' })(env, argv);
  const shared = sharedFor(shellDir);
  config.output = { ...config.output, path: join(shellDir, 'dist-monolith') };
  config.plugins = [
    ...(config.plugins ?? []).filter((plugin) => !['ModuleFederationPlugin', 'DefinePlugin'].includes(plugin?.constructor?.name ?? '')),
    new rspack.DefinePlugin({
      __APP_NAME__: JSON.stringify('shell'),
      __APP_VERSION__: JSON.stringify(version(shellDir)),
      // Every remote is built in: each declares exactly the contract this build implements.
      __ATRIUM_CONTRACT__: JSON.stringify(`^${version(join(root, 'packages', 'platform'))}`),
      __ATRIUM_SHARED__: JSON.stringify(Object.fromEntries(Object.entries(shared).map(([request, s]) => [request, s.version]))),
    }),
    new rspack.NormalModuleReplacementPlugin(/^\.\/release-probe$/, (resource) => {
      if (resource.context === join(shellDir, 'src', 'federation')) resource.request = join(here, 'release-probe.ts');
    }),
  ];
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, '@module-federation/enhanced/runtime$': join(here, 'federation-runtime.ts') },
  };
  return config;
};
