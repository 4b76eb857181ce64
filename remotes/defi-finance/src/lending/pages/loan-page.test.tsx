import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyLoan, assetBalance, listLoanProducts } from '@atrium/api';
import { marketHub } from '@atrium/platform';
import { ToastHost } from '@atrium/ui';
import { at, renderRoutes } from '@atrium/ui/testing';
import LoanPage from './loan-page';
import { assets, detail, loan, product } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listLoanProducts: vi.fn(),
  assetBalance: vi.fn(),
  applyLoan: vi.fn(),
  getInfo: vi.fn(() => new Promise(() => undefined)),
}));

beforeEach(() => {
  vi.mocked(listLoanProducts).mockResolvedValue([product({ id: 2, days: 30, dailyRate: '0.05', collateralCoins: ['eth'] }), product()]);
  vi.mocked(assetBalance).mockResolvedValue(assets([{ coin: 'btc', available: '0.1' }, { coin: 'btc', account: 'spot', available: '9' }, { coin: 'eth', available: '1' }]));
  marketHub.applySnapshot('btcusdt', detail('30000'));
  marketHub.applySnapshot('ethusdt', detail('2000'));
});
afterEach(() => vi.clearAllMocks());

const render = () =>
  renderRoutes(
    {
      '/loan': <LoanPage />,
      '/loan-record': (
        <>
          <p>records</p>
          <ToastHost />
        </>
      ),
    },
    '/loan',
  );
const amountBox = () => screen.getByRole('textbox', { name: 'Amount to borrow' });

describe('/loan', () => {
  it('shows the interest, the total, the collateral rounded up and the due date for the chosen term', async () => {
    render();
    const terms = await screen.findByRole('group', { name: 'Term' });
    // Shortest term first, chosen.
    expect(within(terms).getAllByRole('button').map((b) => b.textContent)).toEqual(['7 days · 0.10% a day', '30 days · 0.05% a day']);
    expect(within(terms).getByRole('button', { name: '7 days · 0.10% a day' })).toHaveAttribute('aria-pressed', 'true');
    // The limits, said under the field before they bite.
    expect(screen.getByText('Borrow from 100 to 50,000 USDT')).toBeInTheDocument();
    // The risk thresholds and the overdue penalty, before borrowing.
    expect(screen.getByTestId('loan-margin-call-ltv')).toHaveTextContent('75.00%');
    expect(screen.getByTestId('loan-liquidation-ltv')).toHaveTextContent('85.00%');
    expect(screen.getByTestId('loan-penalty-rate')).toHaveTextContent('0.10% of the amount a day past the due date');
    expect(screen.getByTestId('loan-collateral-available')).toHaveTextContent('0.1 BTC');
    expect(screen.getByTestId('loan-price')).toHaveTextContent('1 BTC ≈ 30,000.00 USDT');
    fireEvent.change(amountBox(), { target: { value: '1000' } });
    expect(screen.getByTestId('loan-interest')).toHaveTextContent('7 USDT');
    expect(screen.getByTestId('loan-total')).toHaveTextContent('1,007 USDT');
    expect(screen.getByTestId('loan-collateral')).toHaveTextContent('0.06666667 BTC');
    expect(screen.getByTestId('loan-due')).not.toHaveTextContent('--');

    // Another term takes only eth: the collateral follows, at eth's price.
    fireEvent.click(within(terms).getByRole('button', { name: '30 days · 0.05% a day' }));
    expect(screen.getByRole('group', { name: 'Collateral' })).toHaveTextContent('ETH');
    expect(screen.getByTestId('loan-interest')).toHaveTextContent('15 USDT');
    expect(screen.getByTestId('loan-collateral')).toHaveTextContent('1 ETH');
    expect(amountBox()).toHaveValue('1000');
  });

  it('refuses amounts outside the limits and short collateral, in words, keeping the input', async () => {
    render();
    await screen.findByRole('group', { name: 'Term' });
    fireEvent.change(amountBox(), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Borrow' }));
    expect(await screen.findByText('The minimum is 100 USDT.')).toBeInTheDocument();
    fireEvent.change(amountBox(), { target: { value: '60000' } });
    expect(screen.getByText('The maximum is 50,000 USDT.')).toBeInTheDocument();
    // 2000 USDT needs 0.13333334 BTC; 0.1 is available.
    fireEvent.change(amountBox(), { target: { value: '2000' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough collateral: 0.13333334 BTC is needed');
    expect(amountBox()).toHaveValue('2000');
    fireEvent.click(screen.getByRole('button', { name: 'Borrow' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(applyLoan).not.toHaveBeenCalled();
  });

  it('follows the live price', async () => {
    render();
    await screen.findByRole('group', { name: 'Term' });
    fireEvent.change(amountBox(), { target: { value: '1500' } });
    expect(screen.getByTestId('loan-collateral')).toHaveTextContent('0.1 BTC');
    act(() => marketHub.applySnapshot('btcusdt', detail('25000')));
    expect(screen.getByTestId('loan-collateral')).toHaveTextContent('0.12 BTC');
  });

  it('fills Max with what the collateral covers, within the product’s maximum', async () => {
    render();
    await screen.findByRole('group', { name: 'Term' });
    // 0.1 BTC × 0.5 × 30000 = 1500 USDT.
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountBox()).toHaveValue('1500');
    expect(screen.getByTestId('loan-collateral')).toHaveTextContent('0.1 BTC');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('confirms the loan (amount, term, rate, interest, total, due date, collateral, what arrives where), then applies once and goes to the loan record', async () => {
    vi.mocked(applyLoan).mockResolvedValue(loan({ amount: '1000.5' }));
    const { router } = render();
    await screen.findByRole('group', { name: 'Term' });
    fireEvent.change(amountBox(), { target: { value: '1,000.50' } });
    expect(amountBox()).toHaveValue('1,000.50');
    fireEvent.click(screen.getByRole('button', { name: 'Borrow' }));
    const sheet = screen.getByRole('dialog', { name: 'Confirm the loan' });
    // 1000.5 × 0.1 % × 7 = 7.0035; collateral 1000.5 ÷ 0.5 ÷ 30000 = 0.0667 BTC.
    expect(sheet).toHaveTextContent('Amount to borrow1,000.5 USDT');
    expect(sheet).toHaveTextContent('Term7 days');
    expect(sheet).toHaveTextContent('Daily interest rate0.10%');
    expect(sheet).toHaveTextContent('Interest over the term7.0035 USDT');
    expect(sheet).toHaveTextContent('Total repayment1,007.5035 USDT');
    expect(sheet).toHaveTextContent('Due date');
    expect(sheet).toHaveTextContent('Collateral required0.0667 BTC');
    expect(sheet).toHaveTextContent('Paid into your funding account1,000.5 USDT');
    expect(sheet).toHaveTextContent('The collateral is frozen in your funding account until you repay');
    expect(applyLoan).not.toHaveBeenCalled();
    const confirm = within(sheet).getByRole('button', { name: 'Confirm' });
    act(() => {
      confirm.click();
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(at(router)).toBe('/loan-record'));
    expect(applyLoan).toHaveBeenCalledExactlyOnceWith({ productId: 1, amount: '1000.5', collateralCoin: 'btc' });
    expect(await screen.findByText('You borrowed 1,000.5 USDT')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled, keeping what was typed', async () => {
    render();
    await screen.findByRole('group', { name: 'Term' });
    fireEvent.change(amountBox(), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Borrow' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Confirm the loan' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amountBox()).toHaveValue('1000');
    expect(applyLoan).not.toHaveBeenCalled();
  });

  it('says when nothing is offered, and offers a retry when loading fails', async () => {
    vi.mocked(listLoanProducts).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No loans are offered at the moment.')).toBeInTheDocument();
  });
});
