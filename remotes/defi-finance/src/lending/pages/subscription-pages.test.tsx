import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applySubscription, assetBalance, getLaunch, listLaunches, listSubscriptionOrders } from '@atrium/api';
import { at, fixHappyDomForDomPurify, renderRoutes } from '@atrium/ui/testing';
import SubscriptionPage from './subscription-page';
import SubscriptionInfoPage from './subscription-info-page';
import SubscriptionApplyPage from './subscription-apply-page';
import SubscriptionOrderPage from './subscription-order-page';
import { application, assets, launch } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listLaunches: vi.fn(),
  getLaunch: vi.fn(),
  assetBalance: vi.fn(),
  applySubscription: vi.fn(),
  listSubscriptionOrders: vi.fn(),
  getInfo: vi.fn(() => new Promise(() => undefined)),
}));

beforeAll(() => fixHappyDomForDomPurify());
beforeEach(() => {
  vi.mocked(assetBalance).mockResolvedValue(assets([{ coin: 'usdt', available: '500' }]));
  vi.mocked(listSubscriptionOrders).mockResolvedValue([]);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

const routes = {
  '/subscription': <SubscriptionPage />,
  '/subscription/info': <SubscriptionInfoPage />,
  '/subscription/apply': <SubscriptionApplyPage />,
  '/subscription/order': <SubscriptionOrderPage />,
};

describe('/subscription', () => {
  it('lists launches with their phase, progress and a ticking countdown, each opening its details', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(listLaunches).mockResolvedValue([
      launch(),
      launch({ id: 6, name: 'Later', status: 'upcoming', startTime: Date.now() + 65_000, endTime: Date.now() + 999_000, applied: '0' }),
      launch({ id: 7, name: 'Done', status: 'ended', applied: '15000', endTime: Date.UTC(2025, 0, 2) }),
    ]);
    const { router } = renderRoutes(routes, '/subscription');
    const open = await screen.findByTestId('launch-5');
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('1 ATR = 0.1 USDT');
    expect(within(open).getByTestId('launch-applied')).toHaveTextContent('2,500 USDT');
    expect(within(open).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(open).toHaveTextContent('25.00%');
    expect(within(open).getByText('Ends in')).toBeInTheDocument();
    expect(within(open).getByRole('timer')).toHaveTextContent(/^1 day 01:01:0\d$/);
    const later = screen.getByTestId('launch-6');
    expect(later).toHaveTextContent('Upcoming');
    expect(within(later).getByText('Starts in')).toBeInTheDocument();
    const before = within(later).getByRole('timer').textContent;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(within(later).getByRole('timer').textContent).not.toBe(before);
    const done = screen.getByTestId('launch-7');
    expect(done).toHaveTextContent('Ended');
    expect(done).toHaveTextContent('150.00%');
    expect(within(done).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    vi.mocked(getLaunch).mockResolvedValue(launch());
    fireEvent.click(open);
    await waitFor(() => expect(at(router)).toBe('/subscription/info?id=5'));
  });

  it('says when there is no launch', async () => {
    vi.mocked(listLaunches).mockResolvedValue([]);
    renderRoutes(routes, '/subscription');
    expect(await screen.findByText('There are no token launches at the moment.')).toBeInTheDocument();
  });
});

describe('/subscription/info', () => {
  it('shows the details and the sanitised description, and Apply only while open', async () => {
    vi.mocked(getLaunch).mockResolvedValue(launch({ description: '<p>Utility token</p><script>alert(1)</script>' }));
    const { router, unmount } = renderRoutes(routes, '/subscription/info?id=5');
    const description = await screen.findByTestId('launch-description');
    expect(await within(description).findByText('Utility token')).toBeInTheDocument();
    expect(description.querySelector('script')).toBeNull();
    expect(getLaunch).toHaveBeenCalledWith(5, { signal: expect.any(AbortSignal) });
    fireEvent.click(screen.getByRole('link', { name: 'Apply' }));
    await waitFor(() => expect(at(router)).toBe('/subscription/apply?id=5'));
    unmount();

    vi.mocked(getLaunch).mockResolvedValue(launch({ status: 'ended' }));
    renderRoutes(routes, '/subscription/info?id=5');
    await screen.findByText('Ended');
    expect(screen.queryByRole('link', { name: 'Apply' })).toBeNull();
  });

  it('says so when the address names no launch', async () => {
    renderRoutes(routes, '/subscription/info');
    expect(await screen.findByText('This launch could not be found.')).toBeInTheDocument();
    expect(getLaunch).not.toHaveBeenCalled();
  });
});

describe('/subscription/apply', () => {
  const amountBox = () => screen.getByRole('textbox', { name: 'Amount to apply with' });

  it('previews the tokens, checks the limits and the balance, confirms and applies', async () => {
    vi.mocked(getLaunch).mockResolvedValue(launch({ price: '3' }));
    vi.mocked(applySubscription).mockResolvedValue(application());
    const { router } = renderRoutes(routes, '/subscription/apply?id=5');
    await screen.findByTestId('apply-available');
    expect(screen.getByTestId('apply-available')).toHaveTextContent('500 USDT');
    expect(screen.getByText(/oversubscribed.*proportion/)).toBeInTheDocument();
    // The limits, said under the field before they bite, in one format.
    expect(screen.getAllByText('10 – 1,000 USDT')).toHaveLength(2);
    fireEvent.change(amountBox(), { target: { value: '10' } });
    expect(screen.getByTestId('apply-tokens')).toHaveTextContent('3.33333333 ATR');
    fireEvent.change(amountBox(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('The minimum is 10 USDT.')).toBeInTheDocument();
    fireEvent.change(amountBox(), { target: { value: '600' } });
    expect(screen.getByText('Insufficient balance.')).toBeInTheDocument();
    expect(amountBox()).toHaveValue('600');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Max: the balance (500) under the launch's maximum (1000).
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountBox()).toHaveValue('500');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const sheet = screen.getByRole('dialog', { name: 'Confirm the application' });
    expect(sheet).toHaveTextContent('LaunchAtrium Token (ATR)');
    expect(sheet).toHaveTextContent('Amount to apply with500 USDT');
    expect(sheet).toHaveTextContent('Paid fromFunding account');
    expect(sheet).toHaveTextContent('Price1 ATR = 3 USDT');
    expect(sheet).toHaveTextContent('Tokens at full allocation166.66666666 ATR');
    expect(sheet).toHaveTextContent('The USDT is frozen in your funding account until the launch ends');
    expect(applySubscription).not.toHaveBeenCalled();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(applySubscription).toHaveBeenCalledExactlyOnceWith(5, '500'));
    await waitFor(() => expect(at(router)).toBe('/subscription/order'));
  });

  it('sends what a person typed as the plain decimal it means', async () => {
    vi.mocked(getLaunch).mockResolvedValue(launch({ price: '0.5', maxAmount: '5000' }));
    vi.mocked(assetBalance).mockResolvedValue(assets([{ coin: 'usdt', available: '5000' }]));
    vi.mocked(applySubscription).mockResolvedValue(application());
    renderRoutes(routes, '/subscription/apply?id=5');
    await screen.findByTestId('apply-available');
    fireEvent.change(amountBox(), { target: { value: '1,000.50' } });
    expect(screen.getByTestId('apply-tokens')).toHaveTextContent('2,001 ATR');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const sheet = screen.getByRole('dialog', { name: 'Confirm the application' });
    expect(sheet).toHaveTextContent('Amount to apply with1,000.5 USDT');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(applySubscription).toHaveBeenCalledExactlyOnceWith(5, '1000.5'));
  });

  it('offers no form once a launch has closed', async () => {
    vi.mocked(getLaunch).mockResolvedValue(launch({ status: 'ended' }));
    renderRoutes(routes, '/subscription/apply?id=5');
    expect(await screen.findByText('Applications for this launch have closed.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('/subscription/order', () => {
  it('shows waiting and allocated applications with tokens and refunds', async () => {
    vi.mocked(listSubscriptionOrders).mockResolvedValue([
      application({ id: 22, status: 1, amount: '150', allocated: '1000', refunded: '50' }),
      application(),
    ]);
    renderRoutes(routes, '/subscription/order');
    const allocated = await screen.findByTestId('application-22');
    expect(allocated).toHaveTextContent('Allocated');
    expect(within(allocated).getByTestId('application-allocated')).toHaveTextContent('1,000 ATR');
    expect(within(allocated).getByTestId('application-refunded')).toHaveTextContent('50 USDT');
    const waiting = screen.getByTestId('application-21');
    expect(waiting).toHaveTextContent('Waiting for allocation');
    expect(within(waiting).getByTestId('application-allocated')).toHaveTextContent('--');
  });

  it('says when there is no application, and retries a failed load', async () => {
    vi.mocked(listSubscriptionOrders).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([]);
    renderRoutes(routes, '/subscription/order');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have not applied to any launch.')).toBeInTheDocument();
  });
});
