import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getFinanceProduct, listFinanceOrders, redeemFinanceOrder } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import MyInvestmentPage from './my-investment-page';
import PledgeOrderPage from './pledge-order-page';
import { order, product } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listFinanceOrders: vi.fn(),
  getFinanceProduct: vi.fn(),
  redeemFinanceOrder: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const renderInvestments = (url = '/myInvestment') => renderRoutes({ '/myInvestment': <MyInvestmentPage /> }, url);

describe('/myInvestment', () => {
  it('shows holdings with the income so far, and redeems a flexible one without a penalty after its confirmation', async () => {
    vi.mocked(listFinanceOrders)
      .mockResolvedValueOnce([order({ accrued: '10' }), order({ id: 12, status: 1, canRedeem: false })])
      .mockResolvedValueOnce([order({ status: 1, canRedeem: false, closeTime: Date.UTC(2026, 0, 3) })]);
    vi.mocked(redeemFinanceOrder).mockResolvedValue(order({ status: 1 }));
    renderInvestments();
    const row = await screen.findByTestId('order-11');
    expect(listFinanceOrders).toHaveBeenCalledWith('financial', { signal: expect.any(AbortSignal) });
    expect(screen.queryByTestId('order-12')).toBeNull();
    expect(within(row).getByTestId('order-accrued')).toHaveTextContent('10 USDT');
    expect(within(row).getByTestId('order-amount')).toHaveTextContent('1,000 USDT');
    expect(row).toHaveTextContent('Ends onFlexible');
    fireEvent.click(within(row).getByRole('button', { name: 'Redeem' }));
    const sheet = await screen.findByRole('dialog', { name: 'Redeem this holding?' });
    expect(within(sheet).getByTestId('redeem-penalty')).toHaveTextContent('No penalty');
    expect(sheet).toHaveTextContent('Amount1,000 USDT');
    expect(sheet).toHaveTextContent('Early-redemption penaltyNone');
    expect(sheet).toHaveTextContent('Back to your funding account1,000 USDT');
    expect(getFinanceProduct).not.toHaveBeenCalled();
    expect(redeemFinanceOrder).not.toHaveBeenCalled();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(redeemFinanceOrder).toHaveBeenCalledExactlyOnceWith(11));
    expect(await screen.findByText('You hold nothing here yet.')).toBeInTheDocument();
    expect(listFinanceOrders).toHaveBeenCalledTimes(2);
  });

  it('states the early-redemption penalty of a term holding, and what comes back, before redeeming', async () => {
    vi.mocked(listFinanceOrders).mockResolvedValue([
      order({ id: 21, productId: 5, days: 30, accrued: '10.0000015', endTime: Date.UTC(2026, 0, 31) }),
      order({ id: 22, productId: 5, days: 30, accrued: '1', endTime: Date.UTC(2026, 0, 31) }),
    ]);
    vi.mocked(getFinanceProduct).mockResolvedValue(product({ id: 5, days: 30, earlyPenalty: '0.5' }));
    renderInvestments();
    const row = await screen.findByTestId('order-21');
    // Asked once for the two holdings of the same product.
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Redeem' })).toBeEnabled());
    expect(getFinanceProduct).toHaveBeenCalledExactlyOnceWith(5, { signal: expect.any(AbortSignal) });
    fireEvent.click(within(row).getByRole('button', { name: 'Redeem' }));
    const sheet = await screen.findByRole('dialog', { name: 'Redeem this holding?' });
    // 10.0000015 × 0.5, floored to 8 decimals as the server keeps it back.
    expect(within(sheet).getByTestId('redeem-penalty')).toHaveTextContent(
      'Redeeming before the end loses 50.00% of the income earned (5.00000075 USDT).',
    );
    expect(sheet).toHaveTextContent('Early-redemption penalty5.00000075 USDT');
    expect(sheet).toHaveTextContent('Back to your funding account994.99999925 USDT');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(redeemFinanceOrder).not.toHaveBeenCalled();
  });

  it('says the penalty is unknown when the product cannot be read, rather than none', async () => {
    vi.mocked(listFinanceOrders).mockResolvedValue([order({ id: 23, productId: 6, days: 30, accrued: '4', endTime: Date.UTC(2026, 0, 31) })]);
    vi.mocked(getFinanceProduct).mockRejectedValue(new Error('down'));
    renderInvestments();
    const row = await screen.findByTestId('order-23');
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Redeem' })).toBeEnabled());
    fireEvent.click(within(row).getByRole('button', { name: 'Redeem' }));
    const sheet = await screen.findByRole('dialog', { name: 'Redeem this holding?' });
    expect(within(sheet).getByTestId('redeem-penalty')).toHaveTextContent('The penalty could not be loaded');
    expect(sheet).not.toHaveTextContent('Early-redemption penalty');
  });

  it('lists ended holdings under their tab, without Redeem', async () => {
    vi.mocked(listFinanceOrders).mockResolvedValue([order({ id: 31, status: 2, canRedeem: false, days: 30 })]);
    renderInvestments('/myInvestment?tab=ended');
    const row = await screen.findByTestId('order-31');
    expect(row).toHaveTextContent('Matured');
    expect(within(row).queryByRole('button', { name: 'Redeem' })).toBeNull();
    expect(getFinanceProduct).not.toHaveBeenCalled();
  });
});

describe('/pledge/pledgeOrder', () => {
  it('lists the user’s pledges', async () => {
    vi.mocked(listFinanceOrders).mockResolvedValue([order({ id: 41, kind: 'pledge', coin: 'btc', amount: '0.5', productName: 'BTC 60', days: 60, canRedeem: false })]);
    renderRoutes({ '/pledge/pledgeOrder': <PledgeOrderPage /> }, '/pledge/pledgeOrder');
    const row = await screen.findByTestId('order-41');
    expect(listFinanceOrders).toHaveBeenCalledWith('pledge', { signal: expect.any(AbortSignal) });
    expect(within(row).getByTestId('order-amount')).toHaveTextContent('0.5 BTC');
    expect(within(row).queryByRole('button', { name: 'Redeem' })).toBeNull();
  });
});
