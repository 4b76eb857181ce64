import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderRoutes } from '@atrium/ui/testing';
import { marketHub } from '@atrium/platform';
import { QuoteRow } from './quote-row';
import { coin, detail } from '../test/coins';
import { drainRepaintRounds, quietRepaintRounds } from '../test/repaint-rounds';

// The logo stands for the row's still parts (link, logo, name): it renders when the row does.
const logoRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./coin-logo', () => ({
  CoinLogo: () => {
    logoRenders.count++;
    return null;
  },
}));

beforeEach(quietRepaintRounds);
afterEach(() => {
  drainRepaintRounds();
  vi.restoreAllMocks();
});

describe('a quote row under ticks', () => {
  it("repaints its price, change and volume on a tick without rendering the row's link, logo and name again", async () => {
    renderRoutes({ '/quote': <QuoteRow coin={coin('btcusdt')} position={1} of={1} offset={0} /> }, '/quote');
    const before = logoRenders.count;
    await act(async () => marketHub.applySnapshot('btcusdt', detail('68000', { priceChangePercent: '2.5', volume2: '5000000', ts: 2 })));
    const row = screen.getByTestId('quote-row-btcusdt');
    expect(within(row).getByTestId('price')).toHaveTextContent('68,000.00');
    expect(within(row).getByTestId('change')).toHaveTextContent('+2.50%');
    expect(within(row).getByTestId('volume')).toHaveTextContent('5.00M');
    expect(logoRenders.count).toBe(before);
  });
});
