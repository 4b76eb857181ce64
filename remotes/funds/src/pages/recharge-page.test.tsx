import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { getAppCurrencyList, getDepositAddress, type DepositCoin } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import RechargePage from './recharge-page';
import { TRON_ADDRESS } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getAppCurrencyList: vi.fn(),
  getDepositAddress: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const USDT: DepositCoin = { coin: 'usdt', coinName: 'Tether USD', logo: '/api/static/coins/usdt.svg', chains: ['TRC20'], minAmount: '10' };

describe('/recharge: the deposit address', () => {
  it('warns, next to the address and its QR code, that a demo address must not receive real funds', async () => {
    vi.mocked(getAppCurrencyList).mockResolvedValue([USDT]);
    vi.mocked(getDepositAddress).mockResolvedValue({ address: TRON_ADDRESS, demo: true });
    renderRoutes({ '/recharge': <RechargePage /> }, '/recharge');
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(TRON_ADDRESS);
    expect(screen.getByTestId('deposit-demo-warning')).toHaveTextContent('Demo address: do not send real funds.');
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('deposit-demo-warning'));
  });

  it("shows the operator's address without the warning", async () => {
    vi.mocked(getAppCurrencyList).mockResolvedValue([USDT]);
    vi.mocked(getDepositAddress).mockResolvedValue({ address: TRON_ADDRESS, demo: false });
    renderRoutes({ '/recharge': <RechargePage /> }, '/recharge');
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(TRON_ADDRESS);
    expect(screen.queryByTestId('deposit-demo-warning')).toBeNull();
  });
});
