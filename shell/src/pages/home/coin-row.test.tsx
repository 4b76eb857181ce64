import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CoinEntry } from '@atrium/api';
import { readTenantConfig, setTenant } from '@atrium/platform';
import { CoinRow } from './coin-row';

/** The directory's answer, as a stable function per directory (as usePathEnabled gives it). */
const enabled = vi.fn((_path: string) => true);
vi.mock('@atrium/platform', async (original) => ({ ...(await original<typeof import('@atrium/platform')>()), usePathEnabled: () => enabled }));

const coin: CoinEntry = { baseCoin: 'usdt', coin: 'btc', symbol: 'btcusdt', showSymbol: '', customizeFlag: 1, market: 'binance', coinType: 1, amount: '1', open: '1', logo: '' };

beforeAll(() => setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' } }, 'http://localhost')));
afterEach(() => enabled.mockClear());

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
});
