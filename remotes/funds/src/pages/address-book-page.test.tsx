import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteSavedAddress, getWithDrawCoinList, listSavedAddresses, saveCacheAddress } from '@atrium/api';
import AddressBookPage from './address-book-page';
import { at, renderRoutes } from '@atrium/ui/testing';
import { readDraft } from '@atrium/platform/detour';
import { TRON_ADDRESS, USDT_WITHDRAW } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getWithDrawCoinList: vi.fn(),
  listSavedAddresses: vi.fn(),
  saveCacheAddress: vi.fn(),
  deleteSavedAddress: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getWithDrawCoinList).mockResolvedValue([USDT_WITHDRAW]);
  vi.mocked(listSavedAddresses).mockResolvedValue([{ id: 3, coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, label: 'Ledger' }]);
});
afterEach(() => vi.clearAllMocks());

const render = () => renderRoutes({ '/addAddress': <AddressBookPage /> }, '/addAddress');

describe('address book', () => {
  it('says the label’s limit with a counter, keeps a long label whole and saves nothing past it', async () => {
    render();
    const label = await screen.findByRole('textbox', { name: 'Label' });
    expect(screen.getByText('0/30')).toBeInTheDocument();
    const long = 'L'.repeat(31);
    fireEvent.change(label, { target: { value: long } });
    expect(label).toHaveValue(long);
    expect(screen.getByText('31/30')).toBeInTheDocument();
    expect(screen.getByText('At most 30 characters.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: TRON_ADDRESS } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveCacheAddress).not.toHaveBeenCalled();
  });

  it('saves a checked address once for three taps, and reloads the book', async () => {
    vi.mocked(saveCacheAddress).mockResolvedValue({ id: 4, coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, label: 'Cold' });
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Label' }), { target: { value: ' Cold ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: TRON_ADDRESS } });
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(listSavedAddresses).toHaveBeenCalledTimes(2));
    expect(saveCacheAddress).toHaveBeenCalledExactlyOnceWith({ coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, label: 'Cold' });
  });

  it('deletes an address after the dialog’s confirmation', async () => {
    vi.mocked(deleteSavedAddress).mockResolvedValue({ code: 200, msg: 'Removed', data: null });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ledger' }));
    expect(deleteSavedAddress).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listSavedAddresses).toHaveBeenCalledTimes(2));
    expect(deleteSavedAddress).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('opened from a withdrawal, starts on its coin and network and goes back there with the saved address filled in', async () => {
    const form = '/withdraw-apply?coin=usdt&chain=ERC20';
    const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    vi.mocked(getWithDrawCoinList).mockResolvedValue([{ ...USDT_WITHDRAW, chains: [...USDT_WITHDRAW.chains, { chain: 'ERC20', fee: '5', minAmount: '20', maxAmount: '5000' }] }]);
    vi.mocked(saveCacheAddress).mockResolvedValue({ id: 5, coin: 'usdt', chain: 'ERC20', address, label: 'Cold' });
    const { router } = renderRoutes({ '/addAddress': <AddressBookPage /> }, `/addAddress?coin=usdt&chain=ERC20&returnTo=${encodeURIComponent(form)}`);
    const chains = await screen.findByRole('group', { name: 'Network' });
    expect(within(chains).getByRole('button', { pressed: true })).toHaveTextContent('ERC20');
    fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: 'Cold' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: ` ${address.toLowerCase()} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at(router)).toBe(form));
    expect(saveCacheAddress).toHaveBeenCalledWith({ coin: 'usdt', chain: 'ERC20', address: address.toLowerCase(), label: 'Cold' });
    // As the server keeps it (checksummed), so its saved-address chip is the one chosen.
    expect(readDraft(form, { address: '' })).toEqual({ address });
    expect(listSavedAddresses).toHaveBeenCalledTimes(1);
  });
});
