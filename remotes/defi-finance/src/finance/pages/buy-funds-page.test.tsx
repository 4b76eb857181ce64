import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { assetBalance, buyFinanceProduct, getFinanceProduct, getVipStatus } from '@atrium/api';
import { at, renderRoutes } from '@atrium/ui/testing';
import BuyFundsPage from './buy-funds-page';
import { balances, order, product } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getFinanceProduct: vi.fn(),
  getVipStatus: vi.fn(),
  assetBalance: vi.fn(),
  buyFinanceProduct: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const render = () => renderRoutes({ '/buyFunds/:id': <BuyFundsPage /> }, '/buyFunds/1');
const amountBox = () => screen.getByRole('textbox', { name: 'Amount' });

describe('/buyFunds/:id', () => {
  it('fills Max from the funding balance floored, needs the agreement, buys and goes to /myInvestment', async () => {
    vi.mocked(getFinanceProduct).mockResolvedValue(product({ days: 30 }));
    vi.mocked(getVipStatus).mockResolvedValue({ level: 0, name: '' });
    vi.mocked(assetBalance).mockResolvedValue(balances('2500.1234567'));
    vi.mocked(buyFinanceProduct).mockResolvedValue(order());
    const { router } = render();
    expect(await screen.findByTestId('available')).toHaveTextContent('2500.12 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountBox()).toHaveValue('2500.123456');
    // 2500.123456 × 0.5 % = 12.50061728 → 12.500617 a day; × 30 days.
    expect(screen.getByTestId('estimate-daily')).toHaveTextContent('12.5006 USDT');
    expect(screen.getByTestId('estimate-term')).toHaveTextContent('375.01 USDT');
    expect(screen.getByRole('link', { name: 'Read the agreement' })).toHaveAttribute('href', '/financialAgreement');

    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Please accept the agreement first.')).toBeInTheDocument();
    expect(buyFinanceProduct).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /accept the wealth management agreement/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(buyFinanceProduct).toHaveBeenCalledWith(1, '2500.123456'));
    await waitFor(() => expect(at(router)).toBe('/myInvestment'));
  });

  it('says which limit an amount breaks and keeps what was typed', async () => {
    vi.mocked(getFinanceProduct).mockResolvedValue(product({ quota: '100000', sold: '99000' }));
    vi.mocked(getVipStatus).mockResolvedValue({ level: 0, name: '' });
    vi.mocked(assetBalance).mockResolvedValue(balances('100000'));
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('The minimum is 100 USDT.')).toBeInTheDocument();
    expect(amountBox()).toHaveValue('50');
    fireEvent.change(amountBox(), { target: { value: '1500' } });
    expect(await screen.findByText('Only 1000 USDT of the quota is left.')).toBeInTheDocument();
    expect(buyFinanceProduct).not.toHaveBeenCalled();
  });

  it('keeps the form filled when the server refuses', async () => {
    vi.mocked(getFinanceProduct).mockResolvedValue(product());
    vi.mocked(getVipStatus).mockResolvedValue({ level: 0, name: '' });
    vi.mocked(assetBalance).mockResolvedValue(balances('1000'));
    vi.mocked(buyFinanceProduct).mockRejectedValue(new Error('refused'));
    const { router } = render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(buyFinanceProduct).toHaveBeenCalled());
    expect(amountBox()).toHaveValue('200');
    expect(at(router)).toBe('/buyFunds/1');
  });

  it('refuses a members-only product to a lower level, with where the rules are, and offers no form', async () => {
    vi.mocked(getFinanceProduct).mockResolvedValue(product({ vipLevel: 3 }));
    vi.mocked(getVipStatus).mockResolvedValue({ level: 2, name: 'VIP2' });
    render();
    expect(await screen.findByTestId('buy-blocked')).toHaveTextContent('This product is for VIP 3 members and above.');
    expect(screen.getByRole('link', { name: 'How VIP levels work' })).toHaveAttribute('href', '/vip-rule');
    expect(screen.queryByTestId('buy-form')).toBeNull();
    expect(assetBalance).not.toHaveBeenCalled();
  });

  it('offers a retry when the product cannot be loaded', async () => {
    vi.mocked(getFinanceProduct).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(product());
    vi.mocked(getVipStatus).mockResolvedValue({ level: 0, name: '' });
    vi.mocked(assetBalance).mockResolvedValue(balances());
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('buy-form')).toBeInTheDocument();
  });
});
