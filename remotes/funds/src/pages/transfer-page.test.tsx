import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { assetBalance, transferFunds } from '@atrium/api';
import TransferPage from './transfer-page';
import { renderRoutes } from '@atrium/ui/testing';
import { assets } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  assetBalance: vi.fn(),
  transferFunds: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

describe('transfer', () => {
  it('flips the accounts, fills Max from the source account, and transfers', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets());
    vi.mocked(transferFunds).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    renderRoutes({ '/transfer': <TransferPage /> }, '/transfer');
    fireEvent.click(await screen.findByRole('button', { name: 'Swap the two sides' }));
    expect(screen.getByLabelText('From account')).toHaveValue('spot');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('20');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transferFunds).toHaveBeenCalledWith({ coin: 'usdt', amount: '20', from: 'spot', to: 'funding' }));
  });

  it('never pairs an account with itself', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets());
    renderRoutes({ '/transfer': <TransferPage /> }, '/transfer');
    fireEvent.change(await screen.findByLabelText('To account'), { target: { value: 'funding' } });
    expect(screen.getByLabelText('From account')).toHaveValue('spot');
  });
});
