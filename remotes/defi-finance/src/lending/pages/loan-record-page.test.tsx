import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { assetBalance, listLoanProducts, listLoans, listRules, repayLoan } from '@atrium/api';
import { marketHub, userSocket, type UserServerFrame } from '@atrium/platform';
import { fixHappyDomForDomPurify, renderRoutes } from '@atrium/ui/testing';
import LoanRecordPage from './loan-record-page';
import LoanRulePage from './loan-rule-page';
import { assets, detail, loan, product } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listLoans: vi.fn(),
  listLoanProducts: vi.fn(),
  assetBalance: vi.fn(),
  repayLoan: vi.fn(),
  listRules: vi.fn(),
  getInfo: vi.fn(() => new Promise(() => undefined)),
}));

beforeAll(() => fixHappyDomForDomPurify());
beforeEach(() => {
  vi.mocked(listLoans).mockResolvedValue([loan({ id: 12, status: 2, interest: '7.5', totalRepayment: '1007.5' }), loan({ id: 11, status: 1, repayTime: Date.UTC(2025, 0, 4) })]);
  vi.mocked(assetBalance).mockResolvedValue(assets([{ coin: 'usdt', available: '1500.25' }, { coin: 'usdt', account: 'spot', available: '99999' }]));
  vi.mocked(listLoanProducts).mockResolvedValue([product()]);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const render = () => renderRoutes({ '/loan-record': <LoanRecordPage /> }, '/loan-record');

describe('/loan-record', () => {
  it('lists the loans with their status and figures; only an unpaid one offers Repay', async () => {
    render();
    const overdue = await screen.findByTestId('loan-12');
    expect(overdue).toHaveTextContent('Overdue');
    expect(within(overdue).getByTestId('loan-interest')).toHaveTextContent('7.5 USDT');
    expect(within(overdue).getByTestId('loan-total')).toHaveTextContent('1,007.5 USDT');
    expect(overdue).toHaveTextContent('Daily interest rate0.10%');
    expect(within(overdue).getByTestId('loan-collateral')).toHaveTextContent('0.06666667 BTC');
    expect(within(overdue).getByText('Interest so far')).toBeInTheDocument();
    const repaid = screen.getByTestId('loan-11');
    expect(repaid).toHaveTextContent('Repaid');
    expect(within(repaid).getByText('Interest paid')).toBeInTheDocument();
    expect(within(repaid).queryByRole('button', { name: 'Repay' })).toBeNull();
    expect(screen.getByTestId('loan-usdt-available')).toHaveTextContent('1,500.25 USDT');
  });

  it('shows the LTV at the live price against the thresholds, and the margin call as the collateral falls', async () => {
    // 1003 owed against 0.04 BTC.
    vi.mocked(listLoans).mockResolvedValue([loan({ id: 13, collateralAmount: '0.04', totalRepayment: '1003', ltv: '0.5015' })]);
    act(() => marketHub.applySnapshot('btcusdt', detail('50000')));
    render();
    const card = await screen.findByTestId('loan-13');
    expect(within(card).getByTestId('loan-ltv')).toHaveTextContent('50.15%');
    expect(within(card).getByTestId('loan-margin-call-ltv')).toHaveTextContent('75%');
    expect(within(card).getByTestId('loan-liquidation-ltv')).toHaveTextContent('85%');
    expect(within(card).queryByTestId('loan-margin-call')).toBeNull();
    // −34 %: 1003 ÷ 1,320 = 75.99 %.
    act(() => marketHub.applySnapshot('btcusdt', detail('33000')));
    expect(within(card).getByTestId('loan-ltv')).toHaveTextContent('75.99%');
    expect(within(card).getByRole('alert')).toHaveTextContent('Margin call: this loan is above 75% of its collateral’s value.');
  });

  it('loads the loans again on a LOAN frame (the server margin-called or liquidated one)', async () => {
    const listeners = new Set<(frame: UserServerFrame) => void>();
    vi.spyOn(userSocket, 'onFrame').mockImplementation((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    vi.mocked(listLoans).mockResolvedValue([loan({ id: 15 })]);
    render();
    const card = await screen.findByTestId('loan-15');
    expect(card).toHaveTextContent('Active');
    const liquidated = loan({ id: 15, status: 3, ltv: null, liquidationPrice: '29000', returned: '159.6', repayTime: Date.UTC(2025, 0, 9) });
    vi.mocked(listLoans).mockResolvedValue([liquidated]);
    act(() => listeners.forEach((l) => l({ type: 'LOAN', data: { reason: 'liquidation', loan: liquidated } })));
    await waitFor(() => expect(screen.getByTestId('loan-15')).toHaveTextContent('Liquidated'));
    expect(listLoans).toHaveBeenCalledTimes(2);
  });

  it('shows a liquidated loan with its sale, the overdue penalty, and no Repay', async () => {
    vi.mocked(listLoans).mockResolvedValue([
      loan({ id: 14, status: 3, penalty: '0.7', ltv: null, liquidationPrice: '29000', returned: '159.6', repayTime: Date.UTC(2025, 0, 9) }),
    ]);
    render();
    const card = await screen.findByTestId('loan-14');
    expect(card).toHaveTextContent('Liquidated');
    expect(within(card).getByTestId('loan-penalty')).toHaveTextContent('0.7 USDT');
    expect(within(card).getByTestId('loan-liquidation-price')).toHaveTextContent('29,000');
    expect(within(card).getByTestId('loan-returned')).toHaveTextContent('159.6 USDT');
    expect(within(card).queryByTestId('loan-ltv')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Repay' })).toBeNull();
  });

  it('confirms the exact total against the USDT available and the account it is taken from, repays once and reloads', async () => {
    vi.mocked(repayLoan).mockResolvedValue(loan({ id: 12, status: 1, totalRepayment: '1007.5' }));
    render();
    fireEvent.click(within(await screen.findByTestId('loan-12')).getByRole('button', { name: 'Repay' }));
    const sheet = screen.getByRole('dialog', { name: 'Repay the loan' });
    expect(within(sheet).getByTestId('repay-total')).toHaveTextContent('1,007.5 USDT');
    expect(within(sheet).getByTestId('repay-available')).toHaveTextContent('1,500.25 USDT');
    expect(sheet).toHaveTextContent('Principal1,000 USDT');
    expect(sheet).toHaveTextContent('Interest so far7.5 USDT');
    expect(sheet).toHaveTextContent('Paid fromFunding account');
    expect(sheet).toHaveTextContent('Collateral released to your funding account0.06666667 BTC');
    expect(repayLoan).not.toHaveBeenCalled();
    vi.mocked(listLoans).mockResolvedValue([loan({ id: 12, status: 1, totalRepayment: '1007.5' })]);
    const confirm = within(sheet).getByRole('button', { name: 'Confirm' });
    act(() => {
      confirm.click();
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(repayLoan).toHaveBeenCalledExactlyOnceWith(12));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('loan-12')).toHaveTextContent('Repaid'));
    expect(listLoans).toHaveBeenCalledTimes(2);
  });

  it('says what is missing and asks nothing when the USDT available does not cover the total', async () => {
    vi.mocked(assetBalance).mockResolvedValue(assets([{ coin: 'usdt', available: '1007.49' }]));
    render();
    const card = await screen.findByTestId('loan-12');
    fireEvent.click(within(card).getByRole('button', { name: 'Repay' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('You need 1,007.5 USDT to repay this loan and have 1,007.49 USDT available.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(repayLoan).not.toHaveBeenCalled();
  });

  it('says when there are no loans', async () => {
    vi.mocked(listLoans).mockResolvedValue([]);
    render();
    expect(await screen.findByText('You have no loans.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Borrow now' })).toHaveAttribute('href', '/loan');
  });
});

describe('/loan-rule', () => {
  it('shows the LOAN_RULE text sanitised, or says none is published', async () => {
    vi.mocked(listRules).mockResolvedValueOnce([{ id: 1, key: 'LOAN_RULE', title: 'Loans', content: '<h3>Collateral</h3><img src=x onerror="alert(1)"><script>alert(2)</script>' }]);
    const { unmount } = renderRoutes({ '/loan-rule': <LoanRulePage /> }, '/loan-rule');
    expect(await screen.findByRole('heading', { name: 'Collateral' })).toBeInTheDocument();
    const rules = screen.getByTestId('loan-rules');
    expect(rules.querySelector('script')).toBeNull();
    expect(rules.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(listRules).toHaveBeenCalledWith('LOAN_RULE', { signal: expect.any(AbortSignal) });
    unmount();
    vi.mocked(listRules).mockResolvedValueOnce([]);
    renderRoutes({ '/loan-rule': <LoanRulePage /> }, '/loan-rule');
    expect(await screen.findByText('No loan rules have been published yet.')).toBeInTheDocument();
  });
});
