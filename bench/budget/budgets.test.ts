import { describe, expect, it } from 'vitest';
import { overBudget } from './budgets';

describe('the byte budgets', () => {
  const budgets = { '/home first load': { budgetKb: 150, measuredKb: 149.2 }, 'remote content entry': { budgetKb: 18.5, measuredKb: 18 } };

  it('passes what stays within its limit, the limit itself included', () => {
    expect(overBudget(budgets, { '/home first load': 150, 'remote content entry': 17 })).toEqual([]);
  });

  it('names each line that grows past its limit, and a measured line with no budget', () => {
    expect(overBudget(budgets, { '/home first load': 150.1, 'remote content entry': 18, 'remote new entry': 3 })).toEqual([
      'remote new entry: no budget in bench/budgets.json',
      '/home first load: 150.1 KB, budget 150 KB',
    ]);
  });
});
