import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { getVipStatus, listFinanceProducts } from '@atrium/api';
import { at, renderRoutes } from '@atrium/ui/testing';
import FinancialPage from './financial-page';
import GeneralMerchandisePage from './general-merchandise-page';
import MembersOnlyPage from './members-only-page';
import PledgePage from './pledge-page';
import { product } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listFinanceProducts: vi.fn(),
  getVipStatus: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

describe('product lists', () => {
  it('/financial shows every wealth product as a card with rates, term, limits, progress and the level it needs', async () => {
    vi.mocked(listFinanceProducts).mockResolvedValue([product(), product({ id: 2, name: 'Gold 30', days: 30, vipLevel: 2, dailyRate: '1.2' })]);
    const { router } = renderRoutes({ '/financial': <FinancialPage /> }, '/financial');
    const gold = await screen.findByTestId('product-2');
    expect(listFinanceProducts).toHaveBeenCalledWith('financial', 'all', { signal: expect.any(AbortSignal) });
    expect(gold).toHaveTextContent('Members · VIP 2');
    expect(gold).toHaveTextContent('1.20%');
    expect(gold).toHaveTextContent('Annualised (simple interest)438.00%');
    expect(gold).toHaveTextContent('30 days');
    // One range in one format, grouped (never "100.0000 – 5000.00").
    expect(within(gold).getByTestId('product-limits')).toHaveTextContent('100 – 5,000 USDT');
    expect(gold).toHaveTextContent('25.00% sold');
    expect(within(gold).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    const flexible = screen.getByTestId('product-1');
    expect(flexible).toHaveTextContent('Flexible');
    expect(flexible).not.toHaveTextContent('Members');
    fireEvent.click(gold);
    expect(at(router)).toBe('/financialDetails/2');
  });

  it('/generalMerchandise asks for the products open to everyone, and says when there are none', async () => {
    vi.mocked(listFinanceProducts).mockResolvedValue([]);
    renderRoutes({ '/generalMerchandise': <GeneralMerchandisePage /> }, '/generalMerchandise');
    expect(await screen.findByText('No products are on offer right now.')).toBeInTheDocument();
    expect(listFinanceProducts).toHaveBeenCalledWith('financial', 'general', { signal: expect.any(AbortSignal) });
  });

  it('/membersOnly shows the user’s level and, per product, the level it needs and whether the user has it', async () => {
    vi.mocked(getVipStatus).mockResolvedValue({ level: 2, name: 'VIP2' });
    vi.mocked(listFinanceProducts).mockResolvedValue([product({ id: 3, vipLevel: 1 }), product({ id: 4, vipLevel: 3 })]);
    renderRoutes({ '/membersOnly': <MembersOnlyPage /> }, '/membersOnly');
    expect(await screen.findByTestId('vip-status')).toHaveTextContent('Your VIP levelVIP2');
    expect(screen.getByRole('link', { name: 'How VIP levels work' })).toHaveAttribute('href', '/vip-rule');
    expect(await screen.findByTestId('qualify-3')).toHaveTextContent('Requires VIP 1You qualify');
    expect(screen.getByTestId('qualify-4')).toHaveTextContent('Requires VIP 3Your level is too low');
    expect(listFinanceProducts).toHaveBeenCalledWith('financial', 'members', { signal: expect.any(AbortSignal) });
  });

  it('/pledge lists pledge products, a tap opening the pledge detail', async () => {
    vi.mocked(listFinanceProducts).mockResolvedValue([product({ id: 9, kind: 'pledge', coin: 'btc', name: 'BTC 60', days: 60, minAmount: '0.01', maxAmount: '2' })]);
    const { router } = renderRoutes({ '/pledge': <PledgePage /> }, '/pledge');
    const card = await screen.findByTestId('product-9');
    expect(listFinanceProducts).toHaveBeenCalledWith('pledge', 'all', { signal: expect.any(AbortSignal) });
    expect(within(card).getByTestId('product-limits')).toHaveTextContent('0.01 – 2 BTC');
    expect(screen.getByRole('link', { name: 'My pledges' })).toHaveAttribute('href', '/pledge/pledgeOrder');
    fireEvent.click(card);
    expect(at(router)).toBe('/pledge/pledgeDetail?id=9');
  });

  it('offers a retry when the list fails', async () => {
    vi.mocked(listFinanceProducts).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([product()]);
    renderRoutes({ '/financial': <FinancialPage /> }, '/financial');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('product-1')).toBeInTheDocument();
  });
});
