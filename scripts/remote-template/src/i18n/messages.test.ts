import { describe, expect, it } from 'vitest';
import { englishMessages, namespaceProblems } from '@atrium/i18n/testing';
import routeTable from '../route-table.json';

const HERE = import.meta.dirname;
const en = englishMessages(HERE);

describe('__NAME__ messages', () => {
  it('has an English message for every route title', () => {
    const titles = routeTable.map((route) => route.titleKey.replace(/^__NAME__:/, ''));
    expect(titles.filter((key) => typeof en[key] !== 'string')).toEqual([]);
  });

  it('is translated into every locale: same keys and placeholders, no English left, the right script', () => {
    expect(namespaceProblems(HERE, '__NAME__')).toEqual([]);
  });
});
