import { describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PrecompressPlugin } from './precompress-plugin.mjs';

describe('the precompressed twins of a build', () => {
  it('are written beside each text asset worth compressing, and decompress to it exactly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(dir, 'big.js'), `export const words = ${JSON.stringify('atrium '.repeat(2000))};\nconsole.log(words);`);
    writeFileSync(join(dir, 'small.js'), 'console.log(1);');
    const config = {
      mode: 'production' as const,
      context: dir,
      entry: { big: './big.js', small: './small.js' },
      output: { path: join(dir, 'dist') },
      devtool: 'source-map' as const,
      plugins: [new PrecompressPlugin()],
    };
    await new Promise<void>((resolve, reject) => rspack(config).run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())));
    const files = readdirSync(join(dir, 'dist')).sort();
    expect(files).toEqual(['big.js', 'big.js.br', 'big.js.gz', 'big.js.map', 'small.js', 'small.js.map']);
    const original = readFileSync(join(dir, 'dist', 'big.js'));
    expect(brotliDecompressSync(readFileSync(join(dir, 'dist', 'big.js.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dir, 'dist', 'big.js.gz')))).toEqual(original);
  });
});
