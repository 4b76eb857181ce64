import { describe, expect, it } from 'vitest';
import { englishMessages, keysUsedIn, namespaceProblems } from '@atrium/i18n/testing';
import routeTable from '../route-table.json';
import { NFT_SORTS } from '../logic/sort';

const HERE = import.meta.dirname;
const en = englishMessages(HERE);

describe('nft messages', () => {
  it('has an English message for every key the code uses', () => {
    const used = keysUsedIn(`${HERE}/..`);
    for (const route of routeTable) used.add(route.titleKey.replace(/^nft:/, ''));
    // Keys built at run time: the sort picker's options.
    for (const sort of NFT_SORTS) used.add(`sort_${sort}`);
    expect([...used].filter((key) => typeof en[key] !== 'string')).toEqual([]);
  });

  it('has a title for every route of the route table', () => {
    for (const route of routeTable) expect(route.titleKey).toMatch(/^nft:title_/);
  });

  it('is translated into every locale: same keys and placeholders, no English left, the right script', () => {
    expect(namespaceProblems(HERE, 'nft')).toEqual([]);
  });
});
