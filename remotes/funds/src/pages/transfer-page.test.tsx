import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { assetBalance, transferFunds } from '@atrium/api';
import TransferPage from './transfer-page';
import { renderRoutes } from '@atrium/ui/testing';
import { assets, balance } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  assetBalance: vi.fn(),
  transferFunds: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(assetBalance).mockResolvedValue(assets());
  vi.mocked(transferFunds).mockResolvedValue({ code: 200, msg: 'ok', data: null });
});
afterEach(() => vi.clearAllMocks());

const render = (url = '/transfer') => renderRoutes({ '/transfer': <TransferPage /> }, url);
const amount = () => screen.getByRole('textbox', { name: 'Amount' });
/** The confirmation sheet's rows, as label → value. */
const confirmationRows = () =>
  Object.fromEntries(
    within(screen.getByTestId('confirm-sheet'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('transfer', () => {
  it('flips the accounts, fills Max from the source account, and transfers after the confirmation', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Swap the two sides' }));
    expect(screen.getByLabelText('From account')).toHaveValue('spot');
    expect(screen.getByTestId('transfer-destination')).toHaveTextContent('Arrives in your funding account.');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount()).toHaveValue('20');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(confirmationRows()).toEqual({ Coin: 'USDT', Amount: '20 USDT', 'From account': 'Spot', 'To account': 'Funding' });
    expect(screen.getByTestId('confirm-sheet')).toHaveTextContent('Arrives in your funding account.');
    expect(transferFunds).not.toHaveBeenCalled();
    act(() => {
      const confirm = screen.getByRole('button', { name: 'Confirm' });
      confirm.click();
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(transferFunds).toHaveBeenCalledExactlyOnceWith({ coin: 'usdt', amount: '20', from: 'spot', to: 'funding' }));
  });

  it('never pairs an account with itself', async () => {
    render();
    fireEvent.change(await screen.findByLabelText('To account'), { target: { value: 'funding' } });
    expect(screen.getByLabelText('From account')).toHaveValue('spot');
  });

  it('opens on the destination a trading screen’s "Transfer in" names, and lands the money there', async () => {
    render('/transfer?to=contract');
    expect(await screen.findByLabelText('To account')).toHaveValue('contract');
    expect(screen.getByLabelText('From account')).toHaveValue('funding');
    expect(screen.getByTestId('transfer-destination')).toHaveTextContent('Arrives in your contract account.');
    fireEvent.change(amount(), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(confirmationRows()['To account']).toBe('Contract');
    expect(screen.getByTestId('confirm-sheet')).toHaveTextContent('Arrives in your contract account.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(transferFunds).toHaveBeenCalledWith({ coin: 'usdt', amount: '12.5', from: 'funding', to: 'contract' }));
  });

  it('takes the coin and the source from the query', async () => {
    render('/transfer?to=spot&coin=btc');
    expect(await screen.findByLabelText('Coin')).toHaveValue('btc');
    expect(screen.getByLabelText('From account')).toHaveValue('funding');
    expect(screen.getByLabelText('To account')).toHaveValue('spot');
    expect(screen.getByTestId('transfer-available')).toHaveTextContent('0.5 BTC');
  });

  it('sends what was typed as a plain decimal: "1,000.50" is 1000.5', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets({ balances: [balance({ coin: 'usdt', available: '5000' })] }));
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '1,000.50' } });
    expect(amount()).toHaveValue('1,000.50');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(confirmationRows().Amount).toBe('1,000.5 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(transferFunds).toHaveBeenCalledWith({ coin: 'usdt', amount: '1000.5', from: 'funding', to: 'spot' }));
  });

  it('refuses more than the source account holds, asking nothing', async () => {
    render('/transfer?from=spot');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '20.000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('Insufficient balance.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(transferFunds).not.toHaveBeenCalled();
  });
});
