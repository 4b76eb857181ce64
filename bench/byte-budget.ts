/**
 * The byte budgets (ARCHITECTURE "Budgets as files"), all in `bench/budgets.json` with the
 * figure last recorded beside each limit: /home's first load (every script fetched cold until
 * `load`, measured in Chromium) and, for every remote, its `remoteEntry.js` and its initial chunk
 * (measured from its build). CI fails when any line grows past its limit, naming it.
 *
 *   pnpm budget              check (builds must exist: `pnpm build`)
 *   pnpm budget --record     also write the measured figures into bench/budgets.json
 */
import { join } from 'node:path';
import { homeFirstLoadScripts } from './budget/home-first-load';
import { remoteSizes } from './budget/remote-sizes';
import { overBudget, readBudgets, recordMeasured } from './budget/budgets';
import { root, writeResult } from './bench-platform';

const budgetsFile = join(root, 'bench', 'budgets.json');
const PORT = Number(process.env.BUDGET_PORT ?? 8280);
/** Never in the first load: they load on use. */
const HEAVY = /ethers|tronweb|lightweight-charts/;
const kb = (bytes: number) => bytes / 1024;

const scripts = await homeFirstLoadScripts(PORT);
const homeBytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
const measured: Record<string, number> = { '/home first load': kb(homeBytes) };
for (const [name, size] of Object.entries(remoteSizes(root))) {
  measured[`remote ${name} entry`] = kb(size.entry);
  measured[`remote ${name} initial chunk`] = kb(size.initial);
}

writeResult('byte-budget.json', JSON.stringify({ measuredKb: measured, homeScripts: scripts }, null, 2));
for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`${kb(s.bytes).toFixed(1).padStart(7)} KB  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`);
const budgets = readBudgets(budgetsFile);
for (const [name, value] of Object.entries(measured)) {
  console.log(`${name.padEnd(36)} ${value.toFixed(1).padStart(7)} KB gzip  (budget ${budgets[name]?.budgetKb ?? '—'} KB)`);
}
if (process.argv.includes('--record')) recordMeasured(budgetsFile, budgets, measured);

const heavy = scripts.filter((s) => HEAVY.test(s.url));
if (heavy.length > 0) throw new Error(`heavy libraries in the first load: ${heavy.map((s) => s.url).join(', ')}`);
const over = overBudget(budgets, measured);
if (over.length > 0) throw new Error(`over budget:\n  ${over.join('\n  ')}`);
