import { describe, expect, it } from 'vitest';
import { englishMessages, keysUsedIn, namespaceProblems } from '@atrium/i18n/testing';

const HERE = import.meta.dirname;
const en = englishMessages(HERE);

describe('defi-finance-lending messages', () => {
  it('has an English message for every key the loan and subscription screens use', () => {
    const used = keysUsedIn(`${HERE}/..`);
    // Titles and shared words live in the remote's `defi-finance` namespace.
    const own = [...used].filter((key) => !key.startsWith('defi-finance:'));
    expect(own.filter((key) => typeof en[key] !== 'string')).toEqual([]);
  });

  it('is translated into every locale: same keys and placeholders, no English left, the right script', () => {
    expect(namespaceProblems(HERE, 'defi-finance-lending')).toEqual([]);
  });
});
