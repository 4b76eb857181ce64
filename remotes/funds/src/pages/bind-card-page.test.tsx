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
});
