import { describe, expect, it } from 'vitest';
import { englishMessages, keysUsedIn, namespaceProblems } from '@atrium/i18n/testing';

const HERE = import.meta.dirname;
const en = englishMessages(HERE);

describe('defi-finance-defi messages', () => {
  it('has an English message for every key the DeFi screens use', () => {
    const used = keysUsedIn(`${HERE}/..`);
    expect([...used].filter((key) => typeof en[key] !== 'string')).toEqual([]);
  });

  it('has no English message that no screen uses', () => {
    const used = keysUsedIn(`${HERE}/..`);
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });

  it('is translated into every locale: same keys and placeholders, no English left, the right script', () => {
    expect(namespaceProblems(HERE, 'defi-finance-defi')).toEqual([]);
  });
});
