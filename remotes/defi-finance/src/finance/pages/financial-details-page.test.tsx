import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getFinanceProduct, getVipStatus } from '@atrium/api';
import { fixHappyDomForDomPurify, renderRoutes } from '@atrium/ui/testing';
import FinancialDetailsPage from './financial-details-page';
import { product } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getFinanceProduct: vi.fn(),
  getVipStatus: vi.fn(),
}));
beforeAll(() => fixHappyDomForDomPurify());
afterEach(() => vi.clearAllMocks());

const render = () => renderRoutes({ '/financialDetails/:id': <FinancialDetailsPage /> }, '/financialDetails/7');

describe('/financialDetails/:id', () => {
  it('states the product, sanitises its description, estimates income and links Buy to /buyFunds', async () => {
    vi.mocked(getFinanceProduct).mockResolvedValue(
      product({ id: 7, days: 90, earlyRedeem: true, earlyPenalty: '0.5', description: '<p>Steady.</p><img src=x onerror="alert(1)"><script>alert(2)</script>' }),
    );
    vi.mocked(getVipStatus).mockResolvedValue({ level: 0, name: '' });
    render();
    const facts = await screen.findByTestId('product-facts');
    expect(getFinanceProduct).toHaveBeenCalledWith('7', { signal: expect.any(AbortSignal) });
    expect(facts).toHaveTextContent('0.50%');
    expect(facts).toHaveTextContent('182.50%');
    expect(facts).toHaveTextContent('90 days');
    expect(facts).toHaveTextContent('Quota left75,000 USDT');
    expect(facts).toHaveTextContent('Maximum5,000 USDT');
    expect(facts).toHaveTextContent('Early redemption loses 50.00% of the income earned');
    const description = screen.getByTestId('product-description');
    await waitFor(() => expect(description).toHaveTextContent('Steady.'));
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('img')?.getAttribute('onerror')).toBeFalsy();

    // The calculator reads what a person types, grouping included, and keeps it as typed.
    const calculator = screen.getByRole('textbox', { name: 'Try an amount' });
    fireEvent.change(calculator, { target: { value: '1,000' } });
    expect(calculator).toHaveValue('1,000');
    expect(screen.getByTestId('estimate-daily')).toHaveTextContent('5 USDT');
    expect(screen.getByTestId('estimate-term')).toHaveTextContent('450 USDT');
    // Not an amount: said under the field, nothing estimated, the text kept.
    fireEvent.change(calculator, { target: { value: '1e3' } });
    expect(calculator).toHaveValue('1e3');
    expect(screen.getByText('Write it out in full, without “e”.')).toBeInTheDocument();
    expect(screen.getByTestId('estimate-daily')).toHaveTextContent('0 USDT');
    expect(screen.getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/buyFunds/7');
  });

  it('disables Buy with the reason when the user’s level is too low, naming the level as settings do', async () => {
    const { useSettingsStore } = await import('@atrium/platform');
    useSettingsStore.setState({ settings: { vip: { levels: [{ level: 4, name: 'Diamond', minAsset: '0' }], rules: '' } } as never });
    vi.mocked(getFinanceProduct).mockResolvedValue(product({ vipLevel: 4 }));
    vi.mocked(getVipStatus).mockResolvedValue({ level: 1, name: 'VIP1' });
    render();
    expect(await screen.findByTestId('buy-blocked')).toHaveTextContent('This product is for Diamond members and above.');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Buy' })).toBeNull();
  });

  it('says "No limit" for a product without a per-purchase maximum, rather than 0', async () => {
    vi.mocked(getFinanceProduct).mockResolvedValue(product({ maxAmount: '0', minAmount: '10.5' }));
    vi.mocked(getVipStatus).mockResolvedValue({ level: 0, name: '' });
    render();
    const facts = await screen.findByTestId('product-facts');
    expect(facts).toHaveTextContent('Minimum10.5 USDT');
    expect(facts).toHaveTextContent('MaximumNo limit');
  });

  it('disables Buy when the quota is sold out', async () => {
    vi.mocked(getFinanceProduct).mockResolvedValue(product({ quota: '1000', sold: '1000' }));
    vi.mocked(getVipStatus).mockResolvedValue({ level: 5, name: 'VIP5' });
    render();
    expect(await screen.findByTestId('buy-blocked')).toHaveTextContent('This product is sold out.');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
  });
});
