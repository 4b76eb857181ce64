import { describe, expect, it } from 'vitest';
import { bookSides } from './book-rows';

describe('bookSides', () => {
  it('keeps the first levels of each side, best first, with bars against the deeper side', () => {
    const { bids, asks } = bookSides(
      {
        bids: [['99', '1'], ['98', '3'], ['97', '100']],
        asks: [['101', '2'], ['102', '2']],
      },
      2,
    );
    // Bids to two levels: 1 + 3 = 4; asks: 2 + 2 = 4. The deeper side holds 4.
    expect(bids).toEqual([
      { price: '99', amount: '1', depth: 0.25 },
      { price: '98', amount: '3', depth: 1 },
    ]);
    expect(asks).toEqual([
      { price: '101', amount: '2', depth: 0.5 },
      { price: '102', amount: '2', depth: 1 },
    ]);
  });

  it('draws no bar on an empty book and gives fewer rows when a side is short', () => {
    const { bids, asks } = bookSides({ bids: [['10', '0']], asks: [] }, 5);
    expect(bids).toEqual([{ price: '10', amount: '0', depth: 0 }]);
    expect(asks).toEqual([]);
  });
});
