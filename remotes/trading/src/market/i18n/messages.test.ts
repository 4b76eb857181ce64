import { describe, expect, it } from 'vitest';
import { englishMessages, keysUsedIn, namespaceProblems } from '@atrium/i18n/testing';
import { KLINE_INTERVALS } from '@atrium/api';

const HERE = import.meta.dirname;
const en = englishMessages(HERE);

describe('trading-market messages', () => {
  it('has an English message for every key the market screens use', () => {
    const used = keysUsedIn(`${HERE}/..`);
    // Keys built at run time: tabs, columns, sort directions, intervals, trade sides and screens.
    for (const tab of ['favourites', 'spot', 'contract', 'second', 'book', 'trades']) used.add(`tab_${tab}`);
    for (const column of ['name', 'volume', 'price', 'change']) used.add(`col_${column}`);
    for (const direction of ['asc', 'desc']) used.add(`sorted_${direction}`);
    for (const interval of KLINE_INTERVALS) used.add(`interval_${interval}`);
    for (const side of ['buy', 'sell']) used.add(`side_${side}`);
    for (const kind of ['contract', 'spot', 'second']) used.add(`trade_${kind}`);
    expect([...used].filter((key) => typeof en[key] !== 'string')).toEqual([]);
  });

  it('is translated into every locale: same keys and placeholders, no English left, the right script', () => {
    expect(namespaceProblems(HERE, 'trading-market')).toEqual([]);
  });
});
