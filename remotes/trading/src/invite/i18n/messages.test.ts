import { describe, expect, it } from 'vitest';
import { englishMessages, keysUsedIn, namespaceProblems } from '@atrium/i18n/testing';
import type { CommissionRecord } from '@atrium/api';

const HERE = import.meta.dirname;
const en = englishMessages(HERE);
const trading = englishMessages(`${HERE}/../../i18n`);

describe('trading-invite messages', () => {
  it('has an English message for every key the code uses', () => {
    const used = keysUsedIn(`${HERE}/..`);
    // Built at run time: a commission's source.
    const sources: CommissionRecord['source'][] = ['contract', 'spot'];
    for (const source of sources) used.add(`source_${source}`);
    const own = [...used].filter((key) => !key.startsWith('trading:'));
    expect(own.filter((key) => typeof en[key] !== 'string')).toEqual([]);
    // The page titles are the route table's, in the `trading` namespace.
    const titles = [...used].filter((key) => key.startsWith('trading:')).map((key) => key.slice('trading:'.length));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((key) => typeof trading[key] !== 'string')).toEqual([]);
  });

  it('is translated into every locale: same keys and placeholders, no English left, the right script', () => {
    expect(namespaceProblems(HERE, 'trading-invite')).toEqual([]);
  });
});
