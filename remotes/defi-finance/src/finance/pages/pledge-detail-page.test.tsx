import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { assetBalance, buyFinanceProduct, getFinanceProduct, getVipStatus } from '@atrium/api';
import { at, renderRoutes } from '@atrium/ui/testing';
import PledgeDetailPage from './pledge-detail-page';
import { balances, order, product } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getFinanceProduct: vi.fn(),
  getVipStatus: vi.fn(),
  assetBalance: vi.fn(),
  buyFinanceProduct: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const pledge = () => product({ id: 9, kind: 'pledge', coin: 'btc', name: 'BTC 60', days: 60, minAmount: '0.01', maxAmount: '2', quota: '100', sold: '0' });

describe('/pledge/pledgeDetail', () => {
  it('pledges with the same amount rules and no agreement, then shows the pledges', async () => {
    vi.mocked(getFinanceProduct).mockResolvedValue(pledge());
    vi.mocked(getVipStatus).mockResolvedValue({ level: 0, name: '' });
    vi.mocked(assetBalance).mockResolvedValue(balances());
    vi.mocked(buyFinanceProduct).mockResolvedValue(order({ kind: 'pledge' }));
    const { router } = renderRoutes({ '/pledge/pledgeDetail': <PledgeDetailPage /> }, '/pledge/pledgeDetail?id=9');
    expect(await screen.findByTestId('product-facts')).toHaveTextContent('BTC 60');
    expect(getFinanceProduct).toHaveBeenCalledWith('9', { signal: expect.any(AbortSignal) });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '0.6' } });
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pledge' }));
    expect(await screen.findByText('Insufficient balance.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Pledge' }));
    const sheet = screen.getByRole('dialog', { name: 'Confirm the pledge' });
    expect(sheet).toHaveTextContent('Amount0.5 BTC');
    expect(sheet).toHaveTextContent('Paid fromFunding account');
    expect(sheet).toHaveTextContent('Term60 days');
    expect(buyFinanceProduct).not.toHaveBeenCalled();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(buyFinanceProduct).toHaveBeenCalledWith(9, '0.5'));
    await waitFor(() => expect(at(router)).toBe('/pledge/pledgeOrder'));
  });

  it('says so when the address names no product', () => {
    renderRoutes({ '/pledge/pledgeDetail': <PledgeDetailPage /> }, '/pledge/pledgeDetail');
    expect(screen.getByText('This product could not be found.')).toBeInTheDocument();
    expect(getFinanceProduct).not.toHaveBeenCalled();
  });
});
