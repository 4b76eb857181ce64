import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, assetBalance, freezeList, getWithDrawCoinList, getWithdrawStatus, listSavedAddresses, submitWithdraw } from '@atrium/api';
import { useSessionStore, type SessionState } from '@atrium/platform';
import WithdrawApplyPage from './withdraw-apply-page';
import { at, renderRoutes } from '@atrium/ui/testing';
import { assets, balance, TRON_ADDRESS, USDT_WITHDRAW } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getWithDrawCoinList: vi.fn(),
  getWithdrawStatus: vi.fn(),
  assetBalance: vi.fn(),
  freezeList: vi.fn(),
  listSavedAddresses: vi.fn(),
  submitWithdraw: vi.fn(),
  saveCacheAddress: vi.fn(),
  getInfo: vi.fn(() => new Promise(() => undefined)),
}));

const URL = '/withdraw-apply?coin=usdt&chain=TRC20';
const render = () => renderRoutes({ '/withdraw-apply': <WithdrawApplyPage /> }, URL);

beforeEach(() => {
  vi.mocked(getWithDrawCoinList).mockResolvedValue([USDT_WITHDRAW]);
  vi.mocked(getWithdrawStatus).mockResolvedValue({ open: true, message: null });
  vi.mocked(assetBalance).mockResolvedValue(assets());
  vi.mocked(freezeList).mockResolvedValue([{ coin: 'usdt', amount: '50', reason: 'withdrawal', orderId: 3 }]);
  vi.mocked(listSavedAddresses).mockResolvedValue([{ id: 1, coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, label: 'Ledger' }]);
  useSessionStore.setState({ token: 't', userInfo: { hasFundPassword: true } as SessionState['userInfo'] });
});
afterEach(() => vi.clearAllMocks());

/** The confirmation sheet's rows, as label → value. */
const confirmationRows = () =>
  Object.fromEntries(
    within(screen.getByTestId('confirm-sheet'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
const amount = () => screen.getByRole('textbox', { name: 'Amount' });

describe('withdrawal form', () => {
  it('fills All with the balance floored to the coin decimals, and shows fee, net and the frozen amount', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'All' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000.123456');
    expect(screen.getByTestId('withdraw-net')).toHaveTextContent('999.12 USDT');
    expect(screen.getByTestId('frozen-row')).toHaveTextContent('withdrawal under review');
    expect(screen.getByTestId('frozen-row')).toHaveTextContent('50 USDT');
  });

  it('says the limits and the fee under the amount before they bite', async () => {
    render();
    await screen.findByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('Withdrawal limits: 10 – 5,000 USDT · Fee: 1 USDT')).toBeInTheDocument();
  });

  it('shows what will happen and sends nothing before Confirm: amount, fee and what arrives exactly, the address and the network', async () => {
    vi.mocked(submitWithdraw).mockResolvedValue({ id: 7 });
    const { router } = render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Address' }), { target: { value: TRON_ADDRESS } });
    fireEvent.change(amount(), { target: { value: '100.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('dialog', { name: 'Confirm the withdrawal' })).toBeInTheDocument();
    expect(confirmationRows()).toEqual({
      Coin: 'USDT',
      Network: 'TRC20',
      Address: TRON_ADDRESS,
      Amount: '100.5 USDT',
      Fee: '1 USDT',
      'You receive': '99.5 USDT',
    });
    // No fund password: Confirm says so and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter your fund password.')).toBeInTheDocument();
    expect(submitWithdraw).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'fund1234' } });
    act(() => {
      const confirm = screen.getByRole('button', { name: 'Confirm' });
      confirm.click();
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(at(router)).toBe('/withdraw-detail?id=7'));
    expect(submitWithdraw).toHaveBeenCalledExactlyOnceWith({ coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, amount: '100.5', pwd: 'fund1234' });
  });

  it('sends the amount as a plain decimal: "1,000.50" typed is 1000.5', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets({ balances: [balance({ coin: 'usdt', available: '5000' })] }));
    vi.mocked(submitWithdraw).mockResolvedValue({ id: 8 });
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Address' }), { target: { value: TRON_ADDRESS } });
    fireEvent.change(amount(), { target: { value: '1,000.50' } });
    expect(amount()).toHaveValue('1,000.50');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(confirmationRows()['You receive']).toBe('999.5 USDT');
    fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: 'fund1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(submitWithdraw).toHaveBeenCalledWith(expect.objectContaining({ amount: '1000.5' })));
  });

  it('refuses a bad address, an amount above the maximum and one above the balance', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets({ balances: [] }));
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Address' }), { target: { value: '0x123' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '6000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Enter a valid TRC20 address.')).toBeInTheDocument();
    expect(screen.getByText('The maximum is 5,000 USDT.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '20' } });
    expect(screen.getByText('Insufficient balance.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds the review while a label to save is over its limit, and lets it go once the address is not to be saved', async () => {
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Address' }), { target: { value: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' } });
    fireEvent.change(amount(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this address' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: 'L'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.queryByTestId('confirm-sheet')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('confirm-sheet')).toBeInTheDocument();
  });

  it('asks for the fund password before sending, and sends nothing without it', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Ledger' }));
    fireEvent.change(amount(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByLabelText('Fund password');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter your fund password.')).toBeInTheDocument();
    expect(submitWithdraw).not.toHaveBeenCalled();
  });

  it('keeps the sheet and the form after a wrong fund password, then goes to the order', async () => {
    vi.mocked(submitWithdraw)
      .mockRejectedValueOnce(new ApiError('Incorrect fund password', 500, 'business'))
      .mockResolvedValueOnce({ id: 42 });
    const { router } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Ledger' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const password = await screen.findByLabelText('Fund password');
    fireEvent.change(password, { target: { value: 'wrong1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Incorrect fund password')).toBeInTheDocument();
    expect(submitWithdraw).toHaveBeenCalledWith({ coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, amount: '100', pwd: 'wrong1' });
    fireEvent.change(password, { target: { value: 'right1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(at(router)).toBe('/withdraw-detail?id=42'));
  });

  it('disables the form with the server message when withdrawals are closed', async () => {
    vi.mocked(getWithdrawStatus).mockResolvedValue({ open: false, message: 'Maintenance until 18:00' });
    render();
    expect(await screen.findByTestId('withdraw-closed')).toHaveTextContent('Maintenance until 18:00');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('links to /fund-password when none is set, with this form as the way back', async () => {
    useSessionStore.setState({ userInfo: { hasFundPassword: false } as SessionState['userInfo'] });
    render();
    expect(await screen.findByRole('link', { name: 'Set fund password' })).toHaveAttribute('href', `/fund-password?returnTo=${encodeURIComponent(URL)}`);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('keeps what was typed through the fund-password detour and has it back on return', async () => {
    useSessionStore.setState({ userInfo: { hasFundPassword: false } as SessionState['userInfo'] });
    const { router } = render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Address' }), { target: { value: TRON_ADDRESS } });
    fireEvent.change(amount(), { target: { value: '125.5' } });
    fireEvent.click(screen.getByRole('link', { name: 'Set fund password' }));
    expect(router.state.location.pathname).toBe('/fund-password');
    useSessionStore.setState({ userInfo: { hasFundPassword: true } as SessionState['userInfo'] });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('125.5');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(TRON_ADDRESS);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    // Restored once: a later visit starts empty.
    await act(() => router.navigate('/withdraw'));
    await act(() => router.navigate(URL));
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('offers the address book for this coin and network as a detour that comes back here', async () => {
    render();
    const link = await screen.findByRole('link', { name: 'Add an address' });
    const href = new globalThis.URL(link.getAttribute('href')!, 'https://x.invalid');
    expect(href.pathname).toBe('/addAddress');
    expect(Object.fromEntries(href.searchParams)).toEqual({ coin: 'usdt', chain: 'TRC20', returnTo: URL });
  });
});
