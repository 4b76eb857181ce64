import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { serve } from '../../scripts/serve.mjs';

export interface ScriptSize {
  url: string;
  bytes: number;
}

async function waitForServer(url: string) {
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
 * Every script /home fetches until the `load` event, with its gzip size: the built platform
 * served on `port`, /home opened cold in Chromium (idle preloads start later and are excluded).
 */
export async function homeFirstLoadScripts(port: number): Promise<ScriptSize[]> {
  const server = serve({ ...process.env, PORT: String(port), ATRIUM_MODE: 'development', DATA_DIR: 'memory' });
  try {
    await waitForServer(`http://localhost:${port}/api/common/getAllSetting`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: ScriptSize[] = [];
    let loaded = false;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (loaded || response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => void scripts.push({ url: response.url(), bytes: gzipSync(body).length })));
    });
    await page.goto(`http://localhost:${port}/home`, { waitUntil: 'load' });
    loaded = true;
    await Promise.all(pending);
    await browser.close();
    return scripts;
  } finally {
    server.stop();
  }
}
