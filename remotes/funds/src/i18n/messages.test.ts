import { describe, expect, it } from 'vitest';
import { englishMessages, keysUsedIn, namespaceProblems } from '@atrium/i18n/testing';
import { ACCOUNT_TYPES } from '@atrium/api';
import routeTable from '../route-table.json';

const HERE = import.meta.dirname;
const en = englishMessages(HERE);

describe('funds messages', () => {
  it('has an English message for every key the code uses', () => {
    const used = keysUsedIn(`${HERE}/..`);
    for (const route of routeTable) used.add(route.titleKey.replace(/^funds:/, ''));
    // Keys built at run time: the account tabs and the review statuses.
    for (const account of ACCOUNT_TYPES) used.add(`account_${account}`);
    for (const status of ['pending', 'approved', 'rejected']) used.add(`status_${status}`);
    // Keys of another namespace (`ui:…`, `common:…`) are that namespace's to check.
    const own = [...used].filter((key) => !/^[\w-]+:/.test(key));
    expect(own.filter((key) => typeof en[key] !== 'string')).toEqual([]);
  });

  it('has a title for every route of the route table', () => {
    for (const route of routeTable) expect(route.titleKey).toMatch(/^funds:title_/);
  });

  it('is translated into every locale: same keys and placeholders, no English left, the right script', () => {
    expect(namespaceProblems(HERE, 'funds')).toEqual([]);
  });
});
