import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, appendUplanOrder, createUplanOrder, endUplanOrder, getUplanOrder, getUplanProduct } from '@atrium/api';
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
  endUplanOrder: vi.fn(),
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
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const sheet = () => screen.queryByTestId('confirm-sheet');
/** The confirmation's rows as "label: value". */
const rows = () => within(sheet()!).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
/** Three clicks in the same task, before React renders in between. */
const tripleTap = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
    button.click();
  });
const confirmButton = () => within(sheet()!).getByRole('button', { name: 'Confirm' });

describe('/uplanDetails type 1 (a product)', () => {
  it('says the minimum inline once (no toast), fills All with projectAmount, asks once and signs once', async () => {
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product({ productIntroduction: '<p>Intro<img src=x onerror="alert(1)"></p>' })));
    vi.mocked(createUplanOrder).mockResolvedValue(ok(order()));
    open('/uplanDetails?id=5&type=1');
    expect(await screen.findByText('Intro')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Rule one')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('uplan-submit'));
    // The limits, said before they bite.
    expect(screen.getByText('From 100 to 1,000 USDT')).toBeInTheDocument();
    fireEvent.change(amountField(), { target: { value: '99.5' } });
    next();
    expect(screen.getAllByText('Minimum amount: 100 USDT')).toHaveLength(1);
    expect(screen.getByRole('status')).not.toHaveTextContent('Minimum amount');
    expect(sheet()).toBeNull();
    expect(createUplanOrder).not.toHaveBeenCalled();
    expect(amountField()).toHaveValue('99.5');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountField()).toHaveValue('1000');
    expect(screen.queryByText('Minimum amount: 100 USDT')).toBeNull();
    next();
    expect(rows()).toEqual(['Plan: Starter Plan', 'Amount: 1,000 USDT', 'Days: 7', 'Daily rate: 0.80%', 'Pledged from: Funding account']);
    expect(sheet()).toHaveTextContent('The amount is frozen in your funding account until the plan completes.');
    expect(createUplanOrder).not.toHaveBeenCalled();
    tripleTap(confirmButton());
    await waitFor(() => expect(createUplanOrder).toHaveBeenCalledTimes(1));
    expect(createUplanOrder).toHaveBeenCalledWith(5, '1000');
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(getUplanProduct).toHaveBeenCalledTimes(2));
    expect(createUplanOrder).toHaveBeenCalledTimes(1);
  });

  it('sends the amount typed the reader’s way as a plain decimal, exact in the confirmation, and nothing when cancelled', async () => {
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product()));
    vi.mocked(createUplanOrder).mockResolvedValue(ok(order()));
    open('/uplanDetails?id=5&type=1');
    fireEvent.click(await screen.findByTestId('uplan-submit'));
    fireEvent.change(amountField(), { target: { value: '1e3' } });
    expect(screen.getByText('Write it out in full, without “e”.')).toBeInTheDocument();
    next();
    expect(sheet()).toBeNull();
    fireEvent.change(amountField(), { target: { value: '1,000.5' } });
    next();
    expect(screen.getByText('At most 1,000 USDT can be added')).toBeInTheDocument();
    fireEvent.change(amountField(), { target: { value: '512.34567891' } });
    next();
    expect(rows()).toContain('Amount: 512.34567891 USDT');
    fireEvent.click(within(sheet()!).getByRole('button', { name: 'Cancel' }));
    expect(sheet()).toBeNull();
    expect(createUplanOrder).not.toHaveBeenCalled();
    next();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(createUplanOrder).toHaveBeenCalledWith(5, '512.34567891'));
  });

  it('says so when the address names no plan', () => {
    open('/uplanDetails?id=5&type=9');
    expect(screen.getByText('This plan could not be found')).toBeInTheDocument();
    expect(getUplanProduct).not.toHaveBeenCalled();
  });
});

describe('/uplanDetails types 2 and 3 (an order)', () => {
  it('reads the order, then its product by planId; tops up never beyond projectAmount', async () => {
    vi.mocked(getUplanOrder).mockResolvedValue(ok(order({ id: 41, planId: 5, orderStatus: 2, alreadyAmount: '400', remainDay: 0 })));
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product()));
    vi.mocked(appendUplanOrder)
      .mockRejectedValueOnce(new ApiError('Insufficient balance', 500, 'business'))
      .mockResolvedValue(ok(order({ alreadyAmount: '1000' })));
    open('/uplanDetails?id=41&type=3');
    expect(await screen.findByText('Rule one')).toBeInTheDocument();
    expect(getUplanOrder).toHaveBeenCalledWith('41', { signal: expect.any(AbortSignal) });
    expect(getUplanProduct).toHaveBeenCalledWith(5, { signal: expect.any(AbortSignal) });
    fireEvent.click(screen.getByTestId('uplan-submit'));
    expect(screen.getByTestId('uplan-submit')).toHaveTextContent('Overdue top-up');
    expect(screen.getByText('At most 600 USDT can be added')).toBeInTheDocument();
    fireEvent.change(amountField(), { target: { value: '600.01' } });
    next();
    expect(screen.getByText('At most 600 USDT can be added')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(appendUplanOrder).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountField()).toHaveValue('600');
    next();
    expect(rows()).toEqual(['Plan: Starter Plan', 'Amount: 600 USDT', 'Days: 7', 'Days left: 0', 'Daily rate: 0.80%', 'Pledged from: Funding account']);
    fireEvent.click(confirmButton());
    // The server refused (the client toasts its msg, nothing more is said): the dialog stays with the amount.
    await waitFor(() => expect(appendUplanOrder).toHaveBeenCalledWith(41, '600'));
    await waitFor(() => expect(sheet()).toBeNull());
    expect(amountField()).toHaveValue('600');
    expect(screen.getByRole('status')).not.toHaveTextContent('Something went wrong');
    next();
    fireEvent.click(confirmButton());
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

describe('/uplanDetails: ending an overdue order early', () => {
  const earlyEnd = { penaltyRate: '5', penalty: '20', returned: '380' };

  it("states the principal, the server's penalty and what returns before sending; only Confirm ends it", async () => {
    vi.mocked(getUplanOrder).mockResolvedValue(ok(order({ orderStatus: 2, alreadyAmount: '400', remainDay: 0, earlyEnd })));
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product()));
    vi.mocked(endUplanOrder).mockResolvedValue(ok(order({ orderStatus: 3, reviewStatus: 2 })));
    open('/uplanDetails?id=41&type=3');
    fireEvent.click(await screen.findByTestId('uplan-end-early'));
    expect(rows()).toEqual(['Principal: 400 USDT', 'Penalty (5.00%): 20 USDT', 'Returned to your funding account: 380 USDT']);
    expect(sheet()).toHaveTextContent('income already paid stays yours');
    expect(endUplanOrder).not.toHaveBeenCalled();
    tripleTap(within(sheet()!).getByRole('button', { name: 'End early' }));
    await waitFor(() => expect(endUplanOrder).toHaveBeenCalledTimes(1));
    expect(endUplanOrder).toHaveBeenCalledWith(41);
    expect(await screen.findByText('Order ended')).toBeInTheDocument();
    await waitFor(() => expect(getUplanOrder).toHaveBeenCalledTimes(2));
  });

  it('offers no early end to an order that is not overdue', async () => {
    vi.mocked(getUplanOrder).mockResolvedValue(ok(order({ orderStatus: 1 })));
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product()));
    open('/uplanDetails?id=41&type=2');
    expect(await screen.findByTestId('uplan-submit')).toBeInTheDocument();
    expect(screen.queryByTestId('uplan-end-early')).toBeNull();
  });
});
