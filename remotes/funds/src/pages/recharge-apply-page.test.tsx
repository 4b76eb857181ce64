import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, getAppCurrencyList, submitRecharge, uploadFile, type UploadOptions } from '@atrium/api';
import { ToastHost } from '@atrium/ui';
import RechargeApplyPage from './recharge-apply-page';
import { renderRoutes } from '@atrium/ui/testing';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getAppCurrencyList: vi.fn(),
  submitRecharge: vi.fn(),
  uploadFile: vi.fn(),
}));

const render = (url = '/recharge-apply?coin=usdt&chain=TRC20') =>
  renderRoutes(
    {
      '/recharge-apply': (
        <>
          <RechargeApplyPage />
          <ToastHost />
        </>
      ),
    },
    url,
  );

beforeEach(() => {
  vi.mocked(getAppCurrencyList).mockResolvedValue([{ coin: 'usdt', coinName: 'USDT', logo: '', chains: ['TRC20', 'ERC20'], minAmount: '10' }]);
});
afterEach(() => vi.clearAllMocks());

/** The proof picker's native input, which its "Choose a photo" button opens (a test sets its files directly). */
const proofInput = async () => (await screen.findByRole('group', { name: /Proof of payment/ })).querySelector<HTMLInputElement>('input[type=file]')!;

/** The confirmation sheet's rows, as label → value. */
const confirmationRows = () =>
  Object.fromEntries(
    within(screen.getByTestId('confirm-sheet'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('reporting a deposit', () => {
  it('says the minimum before it bites, keeps what is typed, and refuses less than the minimum', async () => {
    render();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('Minimum deposit: 10 USDT')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '9.1234567' } });
    expect(amount).toHaveValue('9.1234567');
    expect(screen.getByText('Use at most 6 decimal places.')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '9.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('The minimum is 10 USDT.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitRecharge).not.toHaveBeenCalled();
  });

  it('refuses a proof that is not an image', async () => {
    render();
    fireEvent.change(await proofInput(), { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG, or WebP file.');
    expect(screen.queryByTestId('file-name')).not.toBeInTheDocument();
  });

  it('asks before it reports (coin, network, the exact amount, the proof, for review), then uploads the proof, submits, and links to the new order', async () => {
    vi.mocked(uploadFile).mockResolvedValue({ url: '/uploads/p.png' });
    vi.mocked(submitRecharge).mockResolvedValue({ id: 9 });
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '1,025.5' } });
    fireEvent.change(await proofInput(), { target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('dialog', { name: 'Confirm the deposit report' })).toBeInTheDocument();
    expect(confirmationRows()).toEqual({ Coin: 'USDT', Network: 'TRC20', Amount: '1,025.5 USDT', 'Proof of payment': 'p.png' });
    expect(screen.getByTestId('confirm-sheet')).toHaveTextContent('Your report goes to review');
    expect(uploadFile).not.toHaveBeenCalled();
    expect(submitRecharge).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/recharge-detail?id=9');
    expect(submitRecharge).toHaveBeenCalledExactlyOnceWith({ coin: 'usdt', chain: 'TRC20', amount: '1025.5', proofUrl: '/uploads/p.png' });
  });

  it('keeps the amount after a failed submit', async () => {
    vi.mocked(submitRecharge).mockRejectedValue(new ApiError('Network anomaly', null, 'network'));
    render();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(confirmationRows().Proof).toBeUndefined();
    expect(confirmationRows()['Proof of payment']).toBe('None');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(submitRecharge).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).not.toBeDisabled());
    expect(amount).toHaveValue('25');
  });

  it('shows the proof going up in the confirmation, and a cancel there stops it: nothing reported, the amount kept', async () => {
    vi.mocked(uploadFile).mockImplementation(
      (_file, _name, options?: UploadOptions) =>
        new Promise((_, reject) => {
          options?.onUploadProgress?.({ loaded: 1, total: 4 });
          options?.signal?.addEventListener('abort', () => reject(new ApiError('cancelled', null, 'cancelled')));
        }),
    );
    render();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '30' } });
    fireEvent.change(await proofInput(), { target: { files: [new File(['abcd'], 'p.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const progress = await within(screen.getByTestId('confirm-sheet')).findByTestId('upload-progress');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('value', '0.25');
    fireEvent.click(within(progress).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(submitRecharge).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(amount).toHaveValue('30');
  });

  it('says so when the coin or chain is unknown', async () => {
    render('/recharge-apply?coin=usdt&chain=SOL');
    expect(await screen.findByText('This coin or network is not available')).toBeInTheDocument();
  });
});
