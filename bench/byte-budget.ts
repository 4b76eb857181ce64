/**
 * The byte budgets (docs/architecture.md, "Tests"), all in `bench/budgets.json` with the
 * figure last recorded beside each limit: /home's first load (every script fetched cold until
 * `load`, measured in Chromium), what the shell's idle preloading fetches after it on the same
 * visit (compressed bytes sent, the cap: 100 KB) and, for every remote, its `remoteEntry.js` and its initial chunk
 * (measured from its build). CI fails when any line grows past its limit, naming it.
 *
 *   pnpm budget              check (builds must exist: `pnpm build`)
 *   pnpm budget --record     also write the measured figures into bench/budgets.json
 */
import { join } from 'node:path';
import { measureHomeLoad } from './budget/home-first-load';
import { remoteSizes } from './budget/remote-sizes';
import { overBudget, readBudgets, recordMeasured } from './budget/budgets';
import { root, writeResult } from './bench-platform';

const budgetsFile = join(root, 'bench', 'budgets.json');
const PORT = Number(process.env.BUDGET_PORT ?? 8280);
/** Never in the first load: they load on use. */
const HEAVY = /ethers|tronweb|lightweight-charts/;
const kb = (bytes: number) => bytes / 1024;

const { firstLoad: scripts, idlePreloads } = await measureHomeLoad(PORT);
const total = (files: { bytes: number }[]) => files.reduce((sum, s) => sum + s.bytes, 0);
const measured: Record<string, number> = { '/home first load': kb(total(scripts)), '/home idle preloads, compressed': kb(total(idlePreloads)) };
for (const [name, size] of Object.entries(remoteSizes(root))) {
  measured[`remote ${name} entry`] = kb(size.entry);
  measured[`remote ${name} initial chunk`] = kb(size.initial);
}

writeResult('byte-budget.json', JSON.stringify({ measuredKb: measured, homeScripts: scripts, idlePreloads }, null, 2));
const list = (title: string, files: { url: string; bytes: number }[]) => {
  console.log(title);
  for (const s of [...files].sort((a, b) => b.bytes - a.bytes)) console.log(`${kb(s.bytes).toFixed(1).padStart(7)} KB  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`);
};
list('/home first load:', scripts);
list('/home idle preloads:', idlePreloads);
const budgets = readBudgets(budgetsFile);
for (const [name, value] of Object.entries(measured)) {
  console.log(`${name.padEnd(36)} ${value.toFixed(1).padStart(7)} KB  (budget ${budgets[name]?.budgetKb ?? '—'} KB)`);
}
if (process.argv.includes('--record')) recordMeasured(budgetsFile, budgets, measured);

const heavy = scripts.filter((s) => HEAVY.test(s.url));
if (heavy.length > 0) throw new Error(`heavy libraries in the first load: ${heavy.map((s) => s.url).join(', ')}`);
const over = overBudget(budgets, measured);
if (over.length > 0) throw new Error(`over budget:\n  ${over.join('\n  ')}`);
