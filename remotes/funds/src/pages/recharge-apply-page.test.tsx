import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { getAppCurrencyList, submitRecharge, uploadFile } from '@atrium/api';
import RechargeApplyPage from './recharge-apply-page';
import { renderRoutes } from '@atrium/ui/testing';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getAppCurrencyList: vi.fn(),
  submitRecharge: vi.fn(),
  uploadFile: vi.fn(),
}));

const render = (url = '/recharge-apply?coin=usdt&chain=TRC20') => renderRoutes({ '/recharge-apply': <RechargeApplyPage /> }, url);

beforeEach(() => {
  vi.mocked(getAppCurrencyList).mockResolvedValue([{ coin: 'usdt', coinName: 'USDT', logo: '', chains: ['TRC20', 'ERC20'], minAmount: '10' }]);
});
afterEach(() => vi.clearAllMocks());

describe('reporting a deposit', () => {
  it('accepts only digits and one dot with at most 8 decimals, and refuses less than the minimum', async () => {
    render();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '9.123456789' } });
    expect(amount).toHaveValue('');
    fireEvent.change(amount, { target: { value: '9.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('The minimum is 10 USDT.')).toBeInTheDocument();
    expect(submitRecharge).not.toHaveBeenCalled();
  });

  it('refuses a proof that is not an image', async () => {
    render();
    const input = (await screen.findByLabelText(/Proof of payment/)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
  });

  it('uploads the proof, submits, and links to the new order', async () => {
    vi.mocked(uploadFile).mockResolvedValue({ url: '/uploads/p.png' });
    vi.mocked(submitRecharge).mockResolvedValue({ id: 9 });
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '25.5' } });
    fireEvent.change(screen.getByLabelText(/Proof of payment/), { target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/recharge-detail?id=9');
    expect(submitRecharge).toHaveBeenCalledWith({ coin: 'usdt', chain: 'TRC20', amount: '25.5', proofUrl: '/uploads/p.png' });
  });

  it('keeps the amount after a failed submit', async () => {
    vi.mocked(submitRecharge).mockRejectedValue(new Error('Network anomaly'));
    render();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(submitRecharge).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Submit' })).not.toBeDisabled();
    expect(amount).toHaveValue('25');
  });

  it('says so when the coin or chain is unknown', async () => {
    render('/recharge-apply?coin=usdt&chain=SOL');
    expect(await screen.findByText('This coin or network is not available')).toBeInTheDocument();
  });
});
