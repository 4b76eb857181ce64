import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstReadsProblems, firstRequests, MAX_FIRST_PICTURES, MAX_FIRST_READS, picturesAttribute, picturesFromAttribute, picturesIn, type FirstRead } from './first-reads';

describe('a route’s first reads', () => {
  it('are checked before anything is sent: a list of API paths, each with its method and whether it needs the session', () => {
    expect(firstReadsProblems(undefined)).toEqual([]);
    expect(firstReadsProblems([{ path: '/asset/assetBalance', method: 'POST', session: true }, { path: '/market/kline?symbol={symbol}&size=300', session: false }])).toEqual([]);
    expect(firstReadsProblems('/asset/assetBalance')).toEqual(['"firstReads" must be a list']);
    expect(firstReadsProblems(['/asset/assetBalance'])).toEqual(['firstReads[0] must be an object']);
    expect(firstReadsProblems([{ path: 'https://evil.example/steal', session: true }])).toEqual(['firstReads[0].path must be an API path like "/asset/assetBalance", with an optional query']);
    expect(firstReadsProblems([{ path: '/a/../../admin', session: true }])[0]).toMatch(/must be an API path/);
    expect(firstReadsProblems([{ path: '//evil.example/x', session: true }])[0]).toMatch(/must be an API path/);
    expect(firstReadsProblems([{ path: '/x?symbol=a{symbol}', session: false }])).toEqual(['firstReads[0].path: a query value is literal text or a whole "{param}"']);
    expect(firstReadsProblems([{ path: '/x', method: 'DELETE', session: 'yes', body: {} }])).toEqual([
      'firstReads[0].method must be "GET" or "POST"',
      'firstReads[0].session must be true or false',
      'firstReads[0]: unknown "body"',
    ]);
    expect(firstReadsProblems(Array(MAX_FIRST_READS + 1).fill({ path: '/x', session: false }))).toEqual([`"firstReads" names ${MAX_FIRST_READS + 1} reads, at most ${MAX_FIRST_READS}`]);
  });

  it('may name the pictures of their answer the first screen shows, checked like the rest', () => {
    const items = { path: '/nft/items', session: true };
    expect(firstReadsProblems([{ ...items, pictures: { list: 'rows', field: 'image', count: 2 } }, { ...items, pictures: { list: 'data.playing', field: 'imgUrl', count: 1 } }])).toEqual([]);
    expect(firstReadsProblems([{ ...items, pictures: 'rows.image' }])).toEqual(['firstReads[0].pictures must be an object']);
    expect(firstReadsProblems([{ ...items, pictures: { list: 'rows[0]', field: 'im-age', count: MAX_FIRST_PICTURES + 1, eager: true } }])).toEqual([
      'firstReads[0].pictures.list must be a dotted path in the answer, like "rows" or "data.playing"',
      'firstReads[0].pictures.field must be a field name, like "image"',
      `firstReads[0].pictures.count must be a whole number from 1 to ${MAX_FIRST_PICTURES}`,
      'firstReads[0].pictures: unknown "eager"',
    ]);
    expect(firstReadsProblems([{ ...items, pictures: { list: 'rows', field: 'image', count: 1.5 } }])[0]).toMatch(/count must be a whole number/);
    // The same for every visitor: the static host reads them itself, so no page URL may fill the read's path.
    expect(firstReadsProblems([{ ...items, pictures: { list: 'rows', field: 'image', count: 2, public: true } }])).toEqual([]);
    expect(firstReadsProblems([{ ...items, pictures: { list: 'rows', field: 'image', count: 2, public: 'yes' } }])).toEqual(['firstReads[0].pictures.public must be true or false']);
    expect(firstReadsProblems([{ path: '/market/detail?symbol={symbol}', session: false, pictures: { list: 'rows', field: 'image', count: 1, public: true } }])).toEqual([
      'firstReads[0].pictures.public: a read with a "{param}" in its path cannot be read for every visitor',
    ]);
  });

  it('travel in the page as one attribute, read back only when well formed', () => {
    const pictures = { list: 'data.playing', field: 'imgUrl', count: 1 };
    expect(picturesAttribute(pictures)).toBe('data.playing imgUrl 1');
    expect(picturesFromAttribute(picturesAttribute(pictures))).toEqual(pictures);
    for (const value of [undefined, '', 'rows image', 'rows image 0', 'rows image 2 3', 'rows im"age 2', 'rows image two']) expect(picturesFromAttribute(value)).toBeUndefined();
  });

  it('find the pictures in an answer: the first ones of the list, addresses only', () => {
    const pictures = { list: 'data.rows', field: 'image', count: 2 };
    expect(picturesIn({ data: { rows: [{ image: '/a.svg' }, { image: '/b.svg' }, { image: '/c.svg' }] } }, pictures)).toEqual(['/a.svg', '/b.svg']);
    expect(picturesIn({ data: { rows: [{ image: 7 }, { image: '' }, { name: 'x' }] } }, pictures)).toEqual([]);
    expect(picturesIn({ data: { rows: [null, { image: '/b.svg' }] } }, pictures)).toEqual(['/b.svg']);
    expect(picturesIn({ data: { rows: 'no list' } }, pictures)).toEqual([]);
    expect(picturesIn(null, pictures)).toEqual([]);
    expect(picturesIn({ data: null }, pictures)).toEqual([]);
  });

  it('are sent with their query filled in from the page URL’s parameters; a read whose parameter is missing is not sent early', () => {
    const reads: FirstRead[] = [
      { path: '/market/kline?symbol={symbol}&interval=1min', method: 'POST', session: false },
      { path: '/userCoin/getUserCoin', method: 'POST', session: true },
      { path: '/nft/items?search=&pageNum=1', session: true, pictures: { list: 'rows', field: 'image', count: 2 } },
    ];
    expect(firstRequests(reads, '?symbol=btc%20usdt&x=1')).toEqual([
      { method: 'POST', path: '/market/kline?symbol=btc+usdt&interval=1min', session: false },
      { method: 'POST', path: '/userCoin/getUserCoin', session: true },
      { method: 'GET', path: '/nft/items?search=&pageNum=1', session: true, pictures: { list: 'rows', field: 'image', count: 2 } },
    ]);
    expect(firstRequests(reads, '').map((read) => read.path)).toEqual(['/userCoin/getUserCoin', '/nft/items?search=&pageNum=1']);
    expect(firstRequests(undefined, '?symbol=btcusdt')).toEqual([]);
  });

  it('in every remote of this workspace are well formed (the build checks only that they are a list)', () => {
    const remotes = join(import.meta.dirname, '..', '..', '..', 'remotes');
    const problems = readdirSync(remotes).flatMap((remote) => {
      const table = JSON.parse(readFileSync(join(remotes, remote, 'src', 'route-table.json'), 'utf8')) as { path: string; firstReads?: unknown }[];
      return table.flatMap((route) => firstReadsProblems(route.firstReads).map((problem) => `${remote} ${route.path}: ${problem}`));
    });
    expect(problems).toEqual([]);
  });
});
