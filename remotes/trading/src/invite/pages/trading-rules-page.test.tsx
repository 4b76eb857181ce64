import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getTradeConfig, listPeriods, listRules } from '@atrium/api';
import { readTenantConfig, setTenant, useCoinStore } from '@atrium/platform';
import { fixHappyDomForDomPurify, renderRoutes } from '@atrium/ui/testing';
import TradingRulesPage from './trading-rules-page';
import { coin, periods, tradeConfig } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listRules: vi.fn(),
  getTradeConfig: vi.fn(),
  listPeriods: vi.fn(),
}));
beforeAll(() => fixHappyDomForDomPurify());
afterEach(() => {
  vi.clearAllMocks();
  useCoinStore.setState({ secondContractCoinList: [] });
});

const RULES = [{ id: 1, key: 'TRADING_RULES', title: 'Trading rules', content: '<h3>Fees</h3><p>Be fair.</p><img src=x onerror="alert(1)"><script>alert(2)</script>' }];
const render = () => renderRoutes({ '/tradingRules': <TradingRulesPage /> }, '/tradingRules');

describe('/tradingRules', () => {
  it('shows the rules text sanitised, and the live parameters with rates written as percentages', async () => {
    vi.mocked(listRules).mockResolvedValue(RULES);
    vi.mocked(getTradeConfig).mockResolvedValue(tradeConfig());
    useCoinStore.setState({ secondContractCoinList: [] });
    render();
    const rules = screen.getByTestId('trading-rules');
    expect(await within(rules).findByRole('heading', { name: 'Fees' })).toBeInTheDocument();
    expect(rules.querySelector('script')).toBeNull();
    expect(rules.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(listRules).toHaveBeenCalledWith('TRADING_RULES', { signal: expect.any(AbortSignal) });

    expect(await screen.findByTestId('contract-fee-rate')).toHaveTextContent('0.05%');
    expect(screen.getByTestId('spot-fee-rate')).toHaveTextContent('0.10%');
    const params = screen.getByTestId('trade-parameters');
    expect(params).toHaveTextContent('1×, 5×, 10×, 20×');
    expect(params).toHaveTextContent('0.50%');
    expect(params).toHaveTextContent('10 USDT');
  });

  it('shows the second contract’s periods of the first coin, shortest first, when the tenant offers it', async () => {
    vi.mocked(listRules).mockResolvedValue(RULES);
    vi.mocked(getTradeConfig).mockResolvedValue(tradeConfig());
    vi.mocked(listPeriods).mockResolvedValue(periods());
    useCoinStore.setState({ secondContractCoinList: [coin(), coin({ coin: 'eth', symbol: 'ethusdt' })] });
    render();
    const section = await screen.findByTestId('second-contract-periods');
    expect(section).toHaveTextContent('BTC/USDT');
    const rows = await within(section).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '30 seconds85.00%10 – 10,000 USDT',
      '2 minutes90.00%10 – 5,000 USDT',
    ]);
    expect(listPeriods).toHaveBeenCalledWith('btcusdt', { signal: expect.any(AbortSignal) });
  });

  it('leaves the periods out for a tenant without the second contract', async () => {
    setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' }, flags: { secondContract: false } }, 'http://localhost'));
    vi.mocked(listRules).mockResolvedValue(RULES);
    vi.mocked(getTradeConfig).mockResolvedValue(tradeConfig());
    useCoinStore.setState({ secondContractCoinList: [coin()] });
    render();
    await screen.findByTestId('contract-fee-rate');
    expect(screen.queryByTestId('second-contract-periods')).toBeNull();
    expect(listPeriods).not.toHaveBeenCalled();
  });

  it('says when no rules are published, and offers a retry when the parameters fail', async () => {
    vi.mocked(listRules).mockResolvedValue([]);
    vi.mocked(getTradeConfig).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(tradeConfig());
    render();
    expect(await screen.findByText('No trading rules have been published yet.')).toBeInTheDocument();
    const params = screen.getByTestId('trade-parameters');
    fireEvent.click(await within(params).findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('contract-fee-rate')).toHaveTextContent('0.05%'));
  });
});
