import { readFileSync, writeFileSync } from 'node:fs';

/** One line of `bench/budgets.json`: the limit and the figure last recorded, in KB gzip. */
export interface Budget {
  budgetKb: number;
  measuredKb: number;
}

export type Budgets = Record<string, Budget>;

export const readBudgets = (file: string): Budgets => JSON.parse(readFileSync(file, 'utf8')) as Budgets;

/** Each line over its limit, named, e.g. "remote trading entry: 19.2 KB, budget 18.5 KB". */
export function overBudget(budgets: Budgets, measuredKb: Record<string, number>): string[] {
  const missing = Object.keys(measuredKb).filter((name) => !budgets[name]);
  const over = Object.entries(measuredKb)
    .filter(([name, kb]) => budgets[name] && kb > budgets[name].budgetKb)
    .map(([name, kb]) => `${name}: ${kb.toFixed(1)} KB, budget ${budgets[name]!.budgetKb} KB`);
  return [...missing.map((name) => `${name}: no budget in bench/budgets.json`), ...over];
}

/** Writes the measured figures beside the limits (`pnpm budget --record`), so a growth is a visible diff. */
export function recordMeasured(file: string, budgets: Budgets, measuredKb: Record<string, number>): void {
  const next: Budgets = {};
  for (const [name, budget] of Object.entries(budgets)) next[name] = { ...budget, measuredKb: round(measuredKb[name] ?? budget.measuredKb) };
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
}

const round = (kb: number) => Math.round(kb * 10) / 10;
