import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { assetBalance } from '@atrium/api';
import { storage } from '@atrium/platform';
import AssetsPage from './assets-page';
import { renderRoutes } from '@atrium/ui/testing';
import { assets } from '../test/fixtures';
import { useHideAmounts } from '../components/use-hide-amounts';
import { useDisplayCurrency } from '../components/use-display-currency';

vi.mock('@atrium/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@atrium/api')>()), assetBalance: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  useHideAmounts.setState({ hidden: false });
  useDisplayCurrency.setState({ currency: 'USD' });
});

describe('assets', () => {
  it('shows the total in the chosen display currency and the funding balances', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets());
    renderRoutes({ '/assets': <AssetsPage /> }, '/assets');
    // Queried afresh each time: a node held across an await may have been replaced by a re-render.
    const total = () => screen.getByRole('region', { name: 'Total assets' });
    expect(await screen.findByRole('region', { name: 'Total assets' })).toHaveTextContent('Total assets (USD)');
    expect(total()).toHaveTextContent('33,570.12');
    fireEvent.click(within(total()).getByRole('button', { name: 'CNY' }));
    expect(total()).toHaveTextContent('241,704.88');
    expect(screen.getByTestId('balance-funding-usdt')).toHaveTextContent('Available 1,000.12');
    expect(screen.queryByTestId('balance-spot-usdt')).not.toBeInTheDocument();
  });

  it('names the display currencies (through Intl) only once their full list is opened', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets({ fiatRates: { USD: '1', CNY: '7.2', EUR: '0.9', JPY: '150', GBP: '0.8' } }));
    const named = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    renderRoutes({ '/assets': <AssetsPage /> }, '/assets');
    await screen.findByTestId('balance-funding-usdt');
    fireEvent.click(screen.getByRole('tab', { name: 'Spot' }));
    expect(named).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('region', { name: 'Total assets' })).getByRole('button', { name: 'More' }));
    expect(within(screen.getByRole('dialog')).getByRole('radio', { name: /GBP/ })).toHaveTextContent('GBP British Pound');
  });

  it('switches accounts with the tabs', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets());
    renderRoutes({ '/assets': <AssetsPage /> }, '/assets');
    fireEvent.click(await screen.findByRole('tab', { name: 'Spot' }));
    expect(screen.getByTestId('balance-spot-usdt')).toHaveTextContent('Available 20Frozen 0');
    fireEvent.click(screen.getByRole('tab', { name: 'Contract' }));
    expect(screen.getByText('No balances in this account')).toBeInTheDocument();
  });

  it('opens a balance’s detail with its exact amounts and a transfer out of its account', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets());
    renderRoutes({ '/assets': <AssetsPage /> }, '/assets');
    fireEvent.click(within(await screen.findByTestId('balance-funding-usdt')).getByRole('button'));
    const detail = screen.getByRole('dialog', { name: 'USDT · Funding' });
    expect(within(detail).getByTestId('balance-detail-available')).toHaveTextContent('1,000.1234567 USDT');
    expect(within(detail).getByTestId('balance-detail-frozen')).toHaveTextContent('50 USDT');
    expect(within(detail).getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/transfer?from=funding&coin=usdt');
  });

  it('hides amounts behind **** and remembers it under EYES', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets());
    renderRoutes({ '/assets': <AssetsPage /> }, '/assets');
    // The balances first: a button found while the page still settles may be replaced under the click.
    await screen.findByTestId('balance-funding-usdt');
    fireEvent.click(screen.getByRole('button', { name: 'Hide amounts' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total assets' })).toHaveTextContent('****'));
    expect(screen.getByTestId('balance-funding-usdt')).not.toHaveTextContent('1000');
    expect(storage.get('EYES')).toBe('1');
  });

  it('shows an error with a retry, and the refresh button reloads', async () => {
    vi.mocked(assetBalance).mockRejectedValueOnce(new Error('down')).mockResolvedValue(assets());
    renderRoutes({ '/assets': <AssetsPage /> }, '/assets');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('balance-funding-btc')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByTestId('balance-funding-btc');
    expect(assetBalance).toHaveBeenCalledTimes(3);
  });

  it('links to deposit, withdraw, swap, transfer and the records', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets());
    renderRoutes({ '/assets': <AssetsPage /> }, '/assets');
    const actions = await screen.findByRole('navigation', { name: 'Fund actions' });
    expect(within(actions).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/recharge', '/withdraw', '/swap', '/transfer']);
    expect(screen.getByRole('link', { name: /Deposit records/ })).toHaveAttribute('href', '/recharge-order');
  });
});
