import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, assetBalance, buyFinanceProduct, getFinanceProduct, getVipStatus } from '@atrium/api';
import { ToastHost } from '@atrium/ui';
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
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

const render = () =>
  renderRoutes(
    {
      '/buyFunds/:id': (
        <>
          <BuyFundsPage />
          <ToastHost />
        </>
      ),
    },
    '/buyFunds/1',
  );
const amountBox = () => screen.getByRole('textbox', { name: 'Amount' });
const sheet = () => screen.getByTestId('confirm-sheet');
/** The confirmation's rows as label → value text. */
const rows = () =>
  Object.fromEntries(
    [...sheet().querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
  );

function given(over: Parameters<typeof product>[0] = {}, usdt = '2500.1234567') {
  vi.mocked(getFinanceProduct).mockResolvedValue(product(over));
  vi.mocked(getVipStatus).mockResolvedValue({ level: 0, name: '' });
  vi.mocked(assetBalance).mockResolvedValue(balances(usdt));
  vi.mocked(buyFinanceProduct).mockResolvedValue(order());
}

describe('/buyFunds/:id', () => {
  it('fills Max from the funding balance floored, needs the agreement, confirms, buys and goes to /myInvestment', async () => {
    given({ days: 30 });
    const { router } = render();
    // The balance the form takes from, exactly.
    expect(await screen.findByTestId('available')).toHaveTextContent('2,500.1234567 USDT');
    // The limits, said before they bite.
    expect(within(screen.getByTestId('buy-form')).getByText('100 – 5,000 USDT')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountBox()).toHaveValue('2500.123456');
    // 2500.123456 × 0.5 % = 12.50061728 a day; × 30 days.
    expect(screen.getByTestId('estimate-daily')).toHaveTextContent('12.5006 USDT');
    expect(screen.getByTestId('estimate-term')).toHaveTextContent('375.01 USDT');
    expect(screen.getByRole('link', { name: 'Read the agreement' })).toHaveAttribute('href', '/financialAgreement');

    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Please accept the agreement first.')).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /accept the wealth management agreement/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(within(screen.getByRole('dialog', { name: 'Confirm the purchase' })).getByTestId('confirm-sheet')).toBeInTheDocument();
    expect(buyFinanceProduct).not.toHaveBeenCalled();
    expect(rows()).toMatchObject({
      Amount: '2,500.123456 USDT',
      'Estimated daily income': '12.50061728 USDT',
      'Estimated income over 30 days': '375.0185184 USDT',
    });
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(buyFinanceProduct).toHaveBeenCalledWith(1, '2500.123456'));
    await waitFor(() => expect(at(router)).toBe('/myInvestment'));
  });

  it('confirms what the purchase does, sending the typed amount as a plain decimal only on Confirm', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 15));
    given({ name: 'Steady 7', days: 7, dailyRate: '0.5', earlyRedeem: true, earlyPenalty: '0.5' }, '5000');
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '1,000.50' } });
    expect(amountBox()).toHaveValue('1,000.50');
    expect(screen.getByTestId('estimate-daily')).toHaveTextContent('5.0025 USDT');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(rows()).toEqual({
      Product: 'Steady 7',
      Amount: '1,000.5 USDT',
      'Paid from': 'Funding account',
      Term: '7 days',
      'Daily rate': '0.50%',
      'Estimated daily income': '5.0025 USDT',
      'Estimated income over 7 days': '35.0175 USDT',
      'Amount returned': expect.stringMatching(/^On .*2026.*, to your funding account$/),
      Redemption: 'Early redemption loses 50.00% of the income earned',
    });
    expect(sheet()).toHaveTextContent('Income is paid into your funding account every day, from the day after the purchase.');

    // Cancel: nothing is sent, the form keeps the amount.
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    expect(buyFinanceProduct).not.toHaveBeenCalled();
    expect(amountBox()).toHaveValue('1,000.50');

    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(buyFinanceProduct).toHaveBeenCalledExactlyOnceWith(1, '1000.5'));
  });

  it('a flexible product returns its amount when redeemed, at any time', async () => {
    given({ days: 0 }, '5000');
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(rows()).toMatchObject({
      Term: 'Flexible',
      'Amount returned': 'When you redeem, to your funding account',
      Redemption: 'Any time, no penalty',
    });
    expect(rows()).not.toHaveProperty('Estimated income over 0 days');
  });

  it('sends one purchase for three taps on Confirm in the same instant', async () => {
    given({}, '5000');
    let finish: () => void = () => undefined;
    vi.mocked(buyFinanceProduct).mockImplementation(() => new Promise((resolve) => (finish = () => resolve(order()))));
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const confirm = within(sheet()).getByRole('button', { name: 'Confirm' });
    act(() => {
      confirm.click();
      confirm.click();
      confirm.click();
    });
    expect(buyFinanceProduct).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(buyFinanceProduct).toHaveBeenCalledTimes(1);
  });

  it('says which limit an amount breaks and keeps what was typed, asking nothing', async () => {
    given({ quota: '100000', sold: '99000' }, '100000');
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('The minimum is 100 USDT.')).toBeInTheDocument();
    expect(amountBox()).toHaveValue('50');
    fireEvent.change(amountBox(), { target: { value: '1500' } });
    expect(await screen.findByText('Only 1,000 USDT of the quota is left.')).toBeInTheDocument();
    // Not an amount at all: the field says why at once, and keeps every character.
    fireEvent.change(amountBox(), { target: { value: '-3' } });
    expect(amountBox()).toHaveValue('-3');
    expect(screen.getByText('Enter it without a minus sign.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    expect(buyFinanceProduct).not.toHaveBeenCalled();
  });

  it('keeps the form filled when the server refuses, without a second message', async () => {
    given({}, '1000');
    vi.mocked(buyFinanceProduct).mockRejectedValue(new ApiError('Only 700 USDT of this product is left', 500, 'business'));
    const { router } = render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(buyFinanceProduct).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('confirm-sheet')).toBeNull());
    expect(amountBox()).toHaveValue('200');
    expect(at(router)).toBe('/buyFunds/1');
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
  });

  it('says an unexpected failure instead of swallowing it', async () => {
    given({}, '1000');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(buyFinanceProduct).mockRejectedValue(new TypeError('boom'));
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(amountBox()).toHaveValue('200');
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
