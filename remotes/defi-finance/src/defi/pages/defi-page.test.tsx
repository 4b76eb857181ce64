import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { assetBalance, getDefiRate, getDictionary, joinDefi, redeemDefi, showDefiIncome, showDefiOrders, userInvestment } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import DefiPage from './defi-page';
import { funding, investment, order, overview } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getDefiRate: vi.fn(),
  userInvestment: vi.fn(),
  assetBalance: vi.fn(),
  showDefiOrders: vi.fn(),
  showDefiIncome: vi.fn(),
  joinDefi: vi.fn(),
  redeemDefi: vi.fn(),
  getDictionary: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getDefiRate).mockResolvedValue(overview());
  vi.mocked(userInvestment).mockResolvedValue(investment());
  vi.mocked(assetBalance).mockResolvedValue(funding('2000'));
  vi.mocked(showDefiOrders).mockResolvedValue({ code: 200, msg: '', rows: [order()], total: 1 });
  vi.mocked(showDefiIncome).mockResolvedValue([{ id: 1, orderId: 31, amount: '22.5', coin: 'usdt', rate: '1.5', day: Date.UTC(2025, 0, 3), createTime: Date.UTC(2025, 0, 4) }]);
  vi.mocked(getDictionary).mockResolvedValue([{ dictValue: '1', dictLabel: 'Liquidity mining' }]);
});
afterEach(() => vi.clearAllMocks());

const show = () => renderRoutes({ '/defi': <DefiPage /> }, '/defi');

describe('/defi', () => {
  it('shows the pool in ETH, the tiers, the stake, the claimed activity and the stakes', async () => {
    const { router } = show();
    expect(await screen.findByTestId('defi-divide')).toHaveTextContent('10,000 ETH');
    expect(screen.getByText('1,284')).toBeInTheDocument();
    expect(screen.getByText('From 1,000 USDT')).toBeInTheDocument();
    expect(screen.getByText('100 – 999.99 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('defi-staked')).toHaveTextContent('1,500 USDT');
    expect(screen.getByTestId('defi-total')).toHaveTextContent('45.5 USDT');
    const claimed = await screen.findByRole('link', { name: /Liquidity mining/ });
    expect(await screen.findByTestId('defi-order-31')).toHaveTextContent('Earning');
    expect(screen.getByTestId('defi-available')).toHaveTextContent('2,000 USDT');
    fireEvent.click(claimed);
    expect(router.state.location.pathname + router.state.location.search).toBe('/defiDetail?id=7');
  });

  it('keeps a refused amount with a translated reason, confirms a valid one, and stakes it once', async () => {
    vi.mocked(joinDefi).mockResolvedValue(order({ id: 32, amount: '1000.5' }));
    show();
    const field = await screen.findByRole('textbox', { name: 'Amount' });
    // The bounds of the tiers, said before they bite.
    expect(screen.getAllByText('From 100 USDT').length).toBeGreaterThan(0);
    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    expect(await screen.findByText('The minimum is 100 USDT.')).toBeInTheDocument();
    expect(field).toHaveValue('50');
    fireEvent.change(field, { target: { value: '2500' } });
    expect(screen.getByText('Insufficient balance.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(joinDefi).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '1,000.50' } });
    expect(screen.getByText('Your daily rate').parentElement).toHaveTextContent('1.50% a day');
    vi.mocked(assetBalance).mockResolvedValue(funding('999.5'));
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    const sheet = screen.getByRole('dialog', { name: 'Confirm the stake' });
    expect(sheet).toHaveTextContent('Amount1,000.5 USDT');
    expect(sheet).toHaveTextContent('Your daily rate1.50% a day');
    // 1000.5 × 1.5 % = 15.0075 a day.
    expect(sheet).toHaveTextContent('Estimated daily income15.0075 USDT');
    expect(sheet).toHaveTextContent('TermNo fixed term: it earns until you redeem');
    expect(sheet).toHaveTextContent('Taken fromFunding account');
    expect(sheet).toHaveTextContent('Returns toFunding account');
    expect(joinDefi).not.toHaveBeenCalled();
    const confirm = within(sheet).getByRole('button', { name: 'Confirm' });
    act(() => {
      confirm.click();
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(joinDefi).toHaveBeenCalledExactlyOnceWith('1000.5'));
    await waitFor(() => expect(screen.getByTestId('defi-available')).toHaveTextContent('999.5 USDT'));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    expect(showDefiOrders).toHaveBeenCalledTimes(2);
  });

  it('redeems only after the confirmation, and shows an order\'s daily income on demand', async () => {
    vi.mocked(redeemDefi).mockResolvedValue(order({ status: 1, redeemTime: Date.UTC(2025, 0, 5) }));
    show();
    const row = await screen.findByTestId('defi-order-31');
    fireEvent.click(within(row).getByRole('button', { name: 'Show income' }));
    expect(await within(row).findByRole('list', { name: 'Daily income' })).toHaveTextContent('+22.5 USDT');
    fireEvent.click(within(row).getByRole('button', { name: 'Redeem' }));
    const sheet = await screen.findByRole('dialog', { name: 'Redeem this stake?' });
    expect(sheet).toHaveTextContent('Amount1,500 USDT');
    expect(sheet).toHaveTextContent('Income so far45.5 USDT');
    expect(sheet).toHaveTextContent('Returns toFunding account');
    expect(sheet).toHaveTextContent('1,500 USDT goes back to your funding account');
    expect(redeemDefi).not.toHaveBeenCalled();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(redeemDefi).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'Redeem' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Redeem this stake?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(redeemDefi).toHaveBeenCalledExactlyOnceWith(31));
  });

  it('shows its sections together once the stake, the pool and the balance have answered', async () => {
    let answer: (value: ReturnType<typeof funding>) => void = () => undefined;
    vi.mocked(assetBalance).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    show();
    // The stakes list reads while the sections wait, hidden.
    await waitFor(() => expect(showDefiOrders).toHaveBeenCalled());
    await waitFor(() => expect(userInvestment).toHaveBeenCalled());
    expect(screen.queryByTestId('defi-divide')).not.toBeVisible();
    expect(screen.getByRole('heading', { name: 'My stakes', hidden: true })).not.toBeVisible();
    expect(screen.getAllByRole('generic', { busy: true }).length).toBeGreaterThan(0);
    await act(async () => answer(funding('2000')));
    expect(screen.getByTestId('defi-divide')).toBeVisible();
    expect(screen.getByTestId('defi-available')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'My stakes' })).toBeVisible();
  });

  it('says what failed and retries; no wallet panel without chains in the tenant config', async () => {
    vi.mocked(getDefiRate).mockRejectedValueOnce(new Error('down'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('defi-divide')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My wallet' })).not.toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    vi.mocked(userInvestment).mockResolvedValue(investment({ activities: [], staked: '0' }));
    vi.mocked(showDefiOrders).mockResolvedValue({ code: 200, msg: '', rows: [], total: 0 });
    show();
    expect(await screen.findByText('You have not claimed any activity yet')).toBeInTheDocument();
    expect(await screen.findByText('No stakes yet')).toBeInTheDocument();
  });
});
