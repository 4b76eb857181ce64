import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { listUplanOrders, listUplanProducts } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import UplanPage from './uplan-page';
import { order, page, product } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listUplanProducts: vi.fn(),
  listUplanOrders: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

describe('/uplan', () => {
  it('lists the products with their figures, each opening as type 1', async () => {
    vi.mocked(listUplanProducts).mockResolvedValue(page([product()]));
    renderRoutes({ '/uplan': <UplanPage /> }, '/uplan');
    const card = await screen.findByTestId('uplan-product-5');
    expect(card).toHaveAttribute('href', '/uplanDetails?id=5&type=1');
    expect(within(card).getByTestId('project-amount')).toHaveTextContent('1,000 USDT');
    expect(within(card).getByTestId('limit-min')).toHaveTextContent('100 USDT');
    expect(within(card).getByTestId('days')).toHaveTextContent('7');
    expect(within(card).getByTestId('day-rate')).toHaveTextContent('0.80%');
  });

  it('shows the signed orders with progress, review status and the label or top-up per state', async () => {
    vi.mocked(listUplanProducts).mockResolvedValue(page([]));
    vi.mocked(listUplanOrders).mockResolvedValue(
      page([
        order({ id: 1, alreadyAmount: '1000', reviewStatus: 1 }),
        order({ id: 2, alreadyAmount: '250', reviewStatus: 0 }),
        order({ id: 3, alreadyAmount: '1000', orderStatus: 3, reviewStatus: 2 }),
      ]),
    );
    renderRoutes({ '/uplan': <UplanPage /> }, '/uplan');
    fireEvent.click(await screen.findByRole('tab', { name: 'Signed' }));
    const full = await screen.findByTestId('uplan-order-1');
    expect(listUplanOrders).toHaveBeenCalledWith(1, { signal: expect.any(AbortSignal) });
    expect(within(full).getByTestId('order-state')).toHaveTextContent('In income');
    expect(within(full).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(full).getByTestId('remain-day')).toHaveTextContent('5');
    expect(within(full).getByTestId('accumulated')).toHaveTextContent('6.4 USDT');
    const partial = screen.getByTestId('uplan-order-2');
    expect(within(partial).getByTestId('review-status')).toHaveTextContent('Waiting for review');
    expect(within(partial).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(partial).getByTestId('progress')).toHaveTextContent('250 / 1,000 USDT (25.00%)');
    expect(within(partial).getByTestId('order-action')).toHaveAttribute('href', '/uplanDetails?id=2&type=2');
    expect(within(partial).getByTestId('order-action')).toHaveTextContent('Top up');
    const done = screen.getByTestId('uplan-order-3');
    expect(within(done).getByTestId('order-state')).toHaveTextContent('Completed');
    expect(within(done).getByTestId('review-status')).toHaveTextContent('Pledge completed');
  });

  it('shows the overdue orders with an overdue top-up opening as type 3', async () => {
    vi.mocked(listUplanOrders).mockResolvedValue(page([order({ id: 8, orderStatus: 2, remainDay: 0 })]));
    renderRoutes({ '/uplan': <UplanPage /> }, '/uplan?tab=overdue');
    const card = await screen.findByTestId('uplan-order-8');
    expect(listUplanOrders).toHaveBeenCalledWith(2, { signal: expect.any(AbortSignal) });
    expect(within(card).getByTestId('order-action')).toHaveTextContent('Overdue top-up');
    expect(within(card).getByTestId('order-action')).toHaveAttribute('href', '/uplanDetails?id=8&type=3');
  });

  it('says so when a tab is empty', async () => {
    vi.mocked(listUplanOrders).mockResolvedValue(page([]));
    renderRoutes({ '/uplan': <UplanPage /> }, '/uplan?tab=signed');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});
