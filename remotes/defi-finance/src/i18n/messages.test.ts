import { describe, expect, it } from 'vitest';
import { englishMessages, namespaceProblems } from '@atrium/i18n/testing';
import routeTable from '../route-table.json';

const HERE = import.meta.dirname;
const en = englishMessages(HERE);

describe('defi-finance messages', () => {
  // The namespace holds the route titles only: the amount and load-error texts are the kit's (ui).
  it('has an English message for every route title', () => {
    const titles = routeTable.map((route) => route.titleKey.replace(/^defi-finance:/, ''));
    expect(titles.filter((key) => typeof en[key] !== 'string')).toEqual([]);
  });

  it('has a title for every route of the route table', () => {
    for (const route of routeTable) expect(route.titleKey).toMatch(/^defi-finance:title_/);
  });

  it('is translated into every locale: same keys and placeholders, no English left, the right script', () => {
    expect(namespaceProblems(HERE, 'defi-finance')).toEqual([]);
  });
});
