/**
 * What every browser benchmark needs: the built platform served as the end-to-end tests serve it,
 * Debian's Chromium with the same quiet flags, and a place for the results.
 */
import { chromium, type Browser } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../scripts/serve.mjs';

export const root = join(import.meta.dirname, '..');
export const resultsDir = join(root, 'bench', 'results');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No background traffic of the browser's own (updates, sync, QUIC probes) in what is measured. */
export const CHROMIUM_FLAGS = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-sandbox'];

export async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * The built platform on `port` (shell), port + 1 (remotes' CDN) and port + 10 (API), in
 * development mode (in-memory data, the dev endpoints a bench resets the data with). The
 * server's request log would bury the report: quiet unless LOG_LEVEL says otherwise. `env` adds
 * to the platform's environment (SHELL_DIR: another build of the shell).
 */
export async function servePlatform(port: number, env: Record<string, string> = {}): Promise<{ base: string; stop(): void }> {
  const server = serve({ LOG_LEVEL: 'warn', ...process.env, ...env, PORT: String(port), ATRIUM_MODE: 'development', DATA_DIR: 'memory' });
  const base = `http://localhost:${port}`;
  try {
    await waitForServer(`${base}/api/common/getAllSetting`);
  } catch (error) {
    server.stop();
    throw error;
  }
  return { base, stop: () => server.stop() };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Writes bench/results/<name> and says so. */
export function writeResult(name: string, content: string): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, name), content);
  console.log(`written: bench/results/${name}`);
}
