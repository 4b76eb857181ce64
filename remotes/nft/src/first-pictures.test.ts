import { describe, expect, it } from 'vitest';
import type { FirstRead } from '@atrium/platform/first-reads';
import table from './route-table.json';
import { COLUMNS } from './components/item-grid';
import { COLLECTIONS_IN_VIEW } from './pages/nft-page';

describe('/nft’s first reads', () => {
  it('preload the pictures its first screen fetches at once: the collections in view and the first row of items', () => {
    const reads = (table as { path: string; firstReads?: FirstRead[] }[]).find((route) => route.path === '/nft')!.firstReads!;
    const pictures = Object.fromEntries(reads.map((read) => [read.path.split('?')[0], read.pictures]));
    // The answers' shapes: listNftCollections reads `data`, listNftItems `rows` (@atrium/api). Both
    // are public: the same pictures for every visitor (an item's `mine` aside), so the static host
    // reads them itself and preloads them from the HTML.
    expect(pictures).toEqual({
      '/nft/collections': { list: 'data', field: 'image', count: COLLECTIONS_IN_VIEW, public: true },
      '/nft/items': { list: 'rows', field: 'image', count: COLUMNS, public: true },
    });
  });
});
