import { describe, expect, it } from 'vitest';
import type { FirstRead } from '@atrium/platform/first-reads';
import table from './route-table.json';
import { COLUMNS } from './components/item-grid';
import { COLLECTIONS_IN_VIEW } from './pages/nft-page';

describe('/nft’s first reads', () => {
  it('preload the pictures its first screen fetches at once: the collections in view and the first row of items', () => {
    const reads = (table as { path: string; firstReads?: FirstRead[] }[]).find((route) => route.path === '/nft')!.firstReads!;
    const pictures = Object.fromEntries(reads.map((read) => [read.path.split('?')[0], read.pictures]));
    // The answers' shapes: listNftCollections reads `data`, listNftItems `rows` (@atrium/api). The
    // first row of items is the page's largest paint, the same for every visitor (an item's `mine`
    // aside): public, so the static host preloads it from the HTML. The collections' smaller
    // pictures are preloaded only as their read answers: from the HTML they would take three of the
    // origin's six connections ahead of the page's reads (/nft cold LCP 3.52 s with the row alone,
    // 3.74 s with all five, 11 interleaved loads).
    expect(pictures).toEqual({
      '/nft/collections': { list: 'data', field: 'image', count: COLLECTIONS_IN_VIEW },
      '/nft/items': { list: 'rows', field: 'image', count: COLUMNS, public: true },
    });
  });
});
