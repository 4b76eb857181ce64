import { describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineApp } from './preset.mjs';

/** The federation packages' files in a built remote entry, from its source map. */
async function federationFilesInRemoteEntry(): Promise<string[]> {
  const dir = join(import.meta.dirname, 'fixtures', 'alpha');
  const out = mkdtempSync(join(tmpdir(), 'atrium-runtime-esm-'));
  try {
    const config = defineApp({ dir, kind: 'remote', name: 'alpha', exposes: { './widget': './src/widget.ts' } })({}, { mode: 'production' });
    // Its own output folder: class-names.test.ts builds the same fixture at the same time.
    config.output.path = out;
    await new Promise<void>((resolve, reject) =>
      rspack(config).run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
    );
    const map = JSON.parse(readFileSync(join(out, 'remoteEntry.js.map'), 'utf8')) as { sources: string[] };
    return map.sources.filter((source) => source.includes('/@module-federation/'));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

describe("a remote entry's federation runtime", () => {
  it('is built from the ES module files, so the minifier drops what the runtime does not use', async () => {
    const files = await federationFilesInRemoteEntry();
    expect(files.some((file) => file.includes('/webpack-bundler-runtime/dist/index.js'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.cjs'))).toEqual([]);
    // The SDK's Node.js loader and manifest snapshots were in every entry through the CommonJS build.
    expect(files.filter((file) => /\/sdk\/dist\/(node|generateSnapshotFromManifest)\./.test(file))).toEqual([]);
  });
});
