import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { saveBankCard } from '@atrium/api';
import BindCardPage from './bind-card-page';
import { at, renderRoutes } from '@atrium/ui/testing';

vi.mock('@atrium/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@atrium/api')>()), saveBankCard: vi.fn() }));
afterEach(() => vi.clearAllMocks());

describe('adding a bank card', () => {
  it('groups the number as typed, refuses a number failing Luhn, then saves digits only', async () => {
    vi.mocked(saveBankCard).mockResolvedValue({ id: 1, holderName: 'Ana', bankName: 'Bank', branch: '', cardNumber: '4111111111111111' });
    const { router } = renderRoutes({ '/bind-card': <BindCardPage /> }, '/bind-card');
    fireEvent.change(screen.getByRole('textbox', { name: 'Cardholder name' }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bank' }), { target: { value: 'Bank' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Branch' }), { target: { value: 'Main' } });
    const number = screen.getByRole('textbox', { name: 'Card number' });
    fireEvent.change(number, { target: { value: '4111111111111112' } });
    expect(number).toHaveValue('4111 1111 1111 1112');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a valid card number.')).toBeInTheDocument();
    fireEvent.change(number, { target: { value: '4111 1111 1111 1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at(router)).toBe('/bank-list'));
    expect(saveBankCard).toHaveBeenCalledWith({ holderName: 'Ana', bankName: 'Bank', branch: 'Main', cardNumber: '4111111111111111' });
  });

  it('says the server’s limits with a counter, keeps a long text whole, and sends nothing past them', () => {
    renderRoutes({ '/bind-card': <BindCardPage /> }, '/bind-card');
    fireEvent.change(screen.getByRole('textbox', { name: 'Cardholder name' }), { target: { value: 'Ana Demo' } });
    const bank = screen.getByRole('textbox', { name: 'Bank' });
    const long = 'B'.repeat(51);
    fireEvent.change(bank, { target: { value: long } });
    expect(bank).toHaveValue(long);
    expect(screen.getByText('51/50')).toBeInTheDocument();
    expect(screen.getByText('At most 50 characters.')).toBeInTheDocument();
    expect(screen.getByText('0/80')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Branch' }), { target: { value: 'M' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter at least 2 characters.')).toBeInTheDocument();
    expect(saveBankCard).not.toHaveBeenCalled();
  });

  it('refuses a holder name with digits, and says a card number has 12 to 19 digits without cutting the 20th', () => {
    renderRoutes({ '/bind-card': <BindCardPage /> }, '/bind-card');
    fireEvent.change(screen.getByRole('textbox', { name: 'Cardholder name' }), { target: { value: 'Ana 2' } });
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(screen.getByText('12 to 19 digits.')).toBeInTheDocument();
    fireEvent.change(number, { target: { value: '41111111111111111111' } });
    expect(number).toHaveValue('4111 1111 1111 1111 1111');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use letters and single spaces only.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid card number.')).toBeInTheDocument();
    expect(saveBankCard).not.toHaveBeenCalled();
  });

  it('opened as a detour, goes back to the screen that sent the user once the card is saved', async () => {
    vi.mocked(saveBankCard).mockResolvedValue({ id: 2, holderName: 'Ana Demo', bankName: 'Bank', branch: 'Main', cardNumber: '4111111111111111' });
    const from = '/withdraw-apply?coin=usdt&chain=TRC20';
    const { router } = renderRoutes({ '/bind-card': <BindCardPage /> }, `/bind-card?returnTo=${encodeURIComponent(from)}`);
    fireEvent.change(screen.getByRole('textbox', { name: 'Cardholder name' }), { target: { value: 'Ana Demo' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bank' }), { target: { value: 'Bank' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Branch' }), { target: { value: 'Main' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at(router)).toBe(from));
  });

  it('never follows a way back to another site: the list, as before', async () => {
    vi.mocked(saveBankCard).mockResolvedValue({ id: 3, holderName: 'Ana Demo', bankName: 'Bank', branch: 'Main', cardNumber: '4111111111111111' });
    const { router } = renderRoutes({ '/bind-card': <BindCardPage /> }, '/bind-card?returnTo=https%3A%2F%2Fevil.example');
    fireEvent.change(screen.getByRole('textbox', { name: 'Cardholder name' }), { target: { value: 'Ana Demo' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bank' }), { target: { value: 'Bank' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Branch' }), { target: { value: 'Main' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at(router)).toBe('/bank-list'));
  });
});
