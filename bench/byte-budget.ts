/**
 * The byte budget (issue 2, ARCHITECTURE "Budgets as files"): loads /home cold in Chromium and
 * adds up the gzip size of every script fetched until the `load` event (idle preloads, which
 * start later, are excluded). CI fails when the total exceeds the budget in README.md.
 *
 *   pnpm budget            (builds must exist: `pnpm build`)
 */
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../scripts/serve.mjs';

const root = join(import.meta.dirname, '..');
const PORT = Number(process.env.BUDGET_PORT ?? 8280);
const HEAVY = /ethers|tronweb|lightweight-charts/;

/** The budget line of the README: "| /home first load, JS | 150 KB | …". */
function budgetKb(): number {
  const match = readFileSync(join(root, 'README.md'), 'utf8').match(/\|\s*\/home first load, JS gzip\s*\|\s*(\d+(?:\.\d+)?) KB/);
  if (!match) throw new Error('README.md has no "/home first load, JS gzip" budget row');
  return Number(match[1]);
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

const server = serve({ ...process.env, PORT: String(PORT), ATRIUM_MODE: 'development', DATA_DIR: 'memory' });
try {
  await waitForServer(`http://localhost:${PORT}/api/common/getAllSetting`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: { url: string; bytes: number }[] = [];
  let loaded = false;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (loaded || response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void scripts.push({ url: response.url(), bytes: gzipSync(body).length })));
  });
  await page.goto(`http://localhost:${PORT}/home`, { waitUntil: 'load' });
  loaded = true;
  await Promise.all(pending);
  await browser.close();

  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const kb = total / 1024;
  const budget = budgetKb();
  const heavy = scripts.filter((s) => HEAVY.test(s.url));
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'byte-budget.json'), JSON.stringify({ totalBytes: total, budgetKb: budget, scripts }, null, 2));
  for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`);
  console.log(`/home first load: ${kb.toFixed(1)} KB gzip JS in ${scripts.length} scripts (budget ${budget} KB)`);
  if (heavy.length > 0) throw new Error(`heavy libraries in the first load: ${heavy.map((s) => s.url).join(', ')}`);
  if (kb > budget) throw new Error(`over budget by ${(kb - budget).toFixed(1)} KB`);
} finally {
  server.stop();
}
