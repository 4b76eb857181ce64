import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appendUplanOrder, createUplanOrder, getUplanOrder, getUplanProduct } from '@atrium/api';
import { ToastHost } from '@atrium/ui';
import { fixHappyDomForDomPurify, renderRoutes } from '@atrium/ui/testing';
import UplanDetailsPage from './uplan-details-page';
import { ok, order, product } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getUplanProduct: vi.fn(),
  getUplanOrder: vi.fn(),
  createUplanOrder: vi.fn(),
  appendUplanOrder: vi.fn(),
}));
beforeAll(() => fixHappyDomForDomPurify());
afterEach(() => vi.clearAllMocks());

const open = (url: string) =>
  renderRoutes(
    {
      '/uplanDetails': (
        <>
          <UplanDetailsPage />
          <ToastHost />
        </>
      ),
    },
    url,
  );
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

describe('/uplanDetails type 1 (a product)', () => {
  it('refuses an amount below limitMin with the toast, fills All with projectAmount, signs and reloads', async () => {
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product({ productIntroduction: '<p>Intro<img src=x onerror="alert(1)"></p>' })));
    vi.mocked(createUplanOrder).mockResolvedValue(ok(order()));
    open('/uplanDetails?id=5&type=1');
    expect(await screen.findByText('Intro')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Rule one')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('uplan-submit'));
    fireEvent.change(amountField(), { target: { value: '99.5' } });
    confirm();
    expect(await screen.findByRole('status')).toHaveTextContent('Minimum amount, 100, USDT');
    expect(createUplanOrder).not.toHaveBeenCalled();
    expect(amountField()).toHaveValue('99.5');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountField()).toHaveValue('1000');
    confirm();
    await waitFor(() => expect(createUplanOrder).toHaveBeenCalledWith(5, '1000'));
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(getUplanProduct).toHaveBeenCalledTimes(2));
  });

  it('says so when the address names no plan', () => {
    open('/uplanDetails?id=5&type=9');
    expect(screen.getByText('This plan could not be found')).toBeInTheDocument();
    expect(getUplanProduct).not.toHaveBeenCalled();
  });
});

describe('/uplanDetails types 2 and 3 (an order)', () => {
  it('reads the order, then its product by planId; tops up never beyond projectAmount', async () => {
    vi.mocked(getUplanOrder).mockResolvedValue(ok(order({ id: 41, planId: 5, orderStatus: 2, alreadyAmount: '400' })));
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product()));
    vi.mocked(appendUplanOrder).mockRejectedValueOnce(new Error('refused')).mockResolvedValue(ok(order({ alreadyAmount: '1000' })));
    open('/uplanDetails?id=41&type=3');
    expect(await screen.findByText('Rule one')).toBeInTheDocument();
    expect(getUplanOrder).toHaveBeenCalledWith('41', { signal: expect.any(AbortSignal) });
    expect(getUplanProduct).toHaveBeenCalledWith(5, { signal: expect.any(AbortSignal) });
    fireEvent.click(screen.getByTestId('uplan-submit'));
    expect(screen.getByTestId('uplan-submit')).toHaveTextContent('Overdue top-up');
    fireEvent.change(amountField(), { target: { value: '600.01' } });
    confirm();
    expect(await screen.findByText('At most 600 USDT can be added')).toBeInTheDocument();
    expect(appendUplanOrder).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountField()).toHaveValue('600');
    confirm();
    // The server refused (the client toasts its msg): the dialog stays with the amount.
    await waitFor(() => expect(appendUplanOrder).toHaveBeenCalledWith(41, '600'));
    expect(amountField()).toHaveValue('600');
    confirm();
    await waitFor(() => expect(appendUplanOrder).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no top-up on a full order: it shows "In income"', async () => {
    vi.mocked(getUplanOrder).mockResolvedValue(ok(order({ alreadyAmount: '1000' })));
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product()));
    open('/uplanDetails?id=41&type=2');
    expect(await screen.findByTestId('order-state')).toHaveTextContent('In income');
    expect(screen.queryByTestId('uplan-submit')).toBeNull();
  });
});
