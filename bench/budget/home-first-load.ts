import { gzipSync } from 'node:zlib';
import { launchChromium, servePlatform } from '../bench-platform';

export interface ScriptSize {
  url: string;
  bytes: number;
}

/**
 * Every script /home fetches until the `load` event, with its gzip size: the built platform
 * served on `port`, /home opened cold in Chromium (idle preloads start later and are excluded).
 */
export async function homeFirstLoadScripts(port: number): Promise<ScriptSize[]> {
  const platform = await servePlatform(port);
  try {
    const browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: ScriptSize[] = [];
    let loaded = false;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (loaded || response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => void scripts.push({ url: response.url(), bytes: gzipSync(body).length })));
    });
    await page.goto(`${platform.base}/home`, { waitUntil: 'load' });
    loaded = true;
    await Promise.all(pending);
    await browser.close();
    return scripts;
  } finally {
    platform.stop();
  }
}
