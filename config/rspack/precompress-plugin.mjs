// @ts-check
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text assets, not source maps, not the tiny ones (the header costs more). */
const COMPRESSIBLE = /\.(js|css|json|html|svg)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) twin beside every text asset, as a CDN would keep
 * them: the static host sends the best one the browser accepts (`preCompressed`), so no byte is
 * compressed per request and every build, release or monolith, ships them.
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const buffer = source.buffer();
          if (buffer.length < MIN_BYTES) continue;
          const br = brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(buffer, { level: 9 })));
        }
      });
    });
  }
}
