// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes `routes.json` beside a remote's `mf-manifest.json`: its route table as data (no code),
 * so the shell can build the whole route table at boot without loading any remote
 * (ARCHITECTURE rule 3). The source of truth is the remote's `src/route-table.json`, which its
 * `routes.tsx` also imports.
 */
export class RouteTablePlugin {
  /** @param {{ dir: string; remote: string; version: string; contract?: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { dir, remote, version, contract } = this.options;
    const file = join(dir, 'src', 'route-table.json');
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const routes = JSON.parse(readFileSync(file, 'utf8'));
          const table = { remote, version, contract, routes };
          compilation.emitAsset('routes.json', new compiler.rspack.sources.RawSource(JSON.stringify(table)));
        },
      );
    });
  }
}
