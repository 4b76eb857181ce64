import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CoinEntry } from '@atrium/api';
import { readTenantConfig, setTenant } from '@atrium/platform';
import { CoinRow } from './coin-row';

/** The directory's answer, as a stable function per directory (as usePathEnabled gives it). */
const enabled = vi.fn((_path: string) => true);
/** The coin's last tick, as the market hub would give it. */
let detail: { close: string; priceChangePercent: string; ts: number } | undefined;
vi.mock('@atrium/platform', async (original) => ({
  ...(await original<typeof import('@atrium/platform')>()),
  usePathEnabled: () => enabled,
  useMarketDetail: () => detail,
}));

const coin: CoinEntry = { baseCoin: 'usdt', coin: 'btc', symbol: 'btcusdt', showSymbol: '', customizeFlag: 1, market: 'binance', coinType: 1, amount: '1', open: '1', logo: '' };

beforeAll(() => setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' } }, 'http://localhost')));
afterEach(() => {
  enabled.mockClear();
  detail = undefined;
});

describe('a coin row of the home screen', () => {
  it('links to the coin’s detail screen where the tenant has it', () => {
    const { getByTestId } = render(<CoinRow coin={coin} />, { wrapper: MemoryRouter });
    expect(getByTestId('coin-btcusdt')).toHaveAttribute('href', '/detail?symbol=btcusdt');
  });

  it('is plain where the tenant has no detail screen', () => {
    enabled.mockReturnValueOnce(false);
    const { getByTestId } = render(<CoinRow coin={coin} />, { wrapper: MemoryRouter });
    expect(getByTestId('coin-btcusdt').tagName).toBe('DIV');
  });

  it('asks the route directory once, not again on each render (a row renders on every price tick)', () => {
    const { rerender } = render(<CoinRow coin={coin} />, { wrapper: MemoryRouter });
    for (let tick = 0; tick < 5; tick++) rerender(<CoinRow coin={{ ...coin }} />);
    expect(enabled).toHaveBeenCalledTimes(1);
  });

  it('flashes each tick on the same price element (a new element per tick cost every row a rebuild)', () => {
    detail = { close: '100.0', priceChangePercent: '0.01', ts: 1 };
    const { getByTestId, rerender } = render(<CoinRow coin={coin} />, { wrapper: MemoryRouter });
    const price = getByTestId('price');
    detail = { close: '101.0', priceChangePercent: '0.02', ts: 2 };
    rerender(<CoinRow coin={coin} />);
    expect(getByTestId('price')).toBe(price);
    expect(price).toHaveAttribute('data-flash', 'up');
    detail = { close: '99.0', priceChangePercent: '-0.01', ts: 3 };
    rerender(<CoinRow coin={coin} />);
    expect(getByTestId('price')).toBe(price);
    expect(price).toHaveAttribute('data-flash', 'down');
  });
});
