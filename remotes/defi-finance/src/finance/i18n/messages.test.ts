import { describe, expect, it } from 'vitest';
import { englishMessages, keysUsedIn, namespaceProblems } from '@atrium/i18n/testing';
import type { FinanceOrderStatus } from '@atrium/api';

const HERE = import.meta.dirname;
const en = englishMessages(HERE);
const remote = englishMessages(`${HERE}/../../i18n`);

describe('defi-finance-finance messages', () => {
  it('has an English message for every key the finance screens use', () => {
    const used = keysUsedIn(`${HERE}/..`);
    // Built at run time: an order's status.
    const statuses: FinanceOrderStatus[] = [0, 1, 2];
    for (const status of statuses) used.add(`status_${status}`);
    const own = [...used].filter((key) => !key.startsWith('defi-finance:'));
    expect(own.filter((key) => typeof en[key] !== 'string')).toEqual([]);
    // The page titles are the route table's, in the remote's `defi-finance` namespace.
    const titles = [...used].filter((key) => key.startsWith('defi-finance:')).map((key) => key.slice('defi-finance:'.length));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((key) => typeof remote[key] !== 'string')).toEqual([]);
  });

  it('is translated into every locale: same keys and placeholders, no English left, the right script', () => {
    expect(namespaceProblems(HERE, 'defi-finance-finance')).toEqual([]);
  });
});
