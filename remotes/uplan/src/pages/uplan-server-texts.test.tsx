import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@atrium/i18n';
import { assetBalance, createUplanOrder, getUplanProduct, type AssetBalances } from '@atrium/api';
import { fixHappyDomForDomPurify, renderRoutes } from '@atrium/ui/testing';
import UplanDetailsPage from './uplan-details-page';
import { ok, product } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getUplanProduct: vi.fn(),
  assetBalance: vi.fn(),
  createUplanOrder: vi.fn(),
}));
beforeAll(() => fixHappyDomForDomPurify());
afterEach(async () => {
  vi.clearAllMocks();
  await act(() => changeLanguage('en'));
});

const open = () => renderRoutes({ '/uplanDetails': <UplanDetailsPage /> }, '/uplanDetails?id=5&type=1');

describe('a plan’s server texts', () => {
  it('marks a plan the server has only in English as English, left to right, in an Arabic page: its name, introduction and rules', async () => {
    await act(() => changeLanguage('ar'));
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product({ lang: 'en', productRule: '<ol><li>Sign with at least 100 USDT.</li></ol>' })));
    open();
    const name = await screen.findByRole('heading', { name: 'Starter Plan' });
    expect(name).toHaveAttribute('lang', 'en');
    expect(name).toHaveAttribute('dir', 'ltr');
    const rule = await screen.findByText('Sign with at least 100 USDT.', undefined, { timeout: 5000 });
    expect(rule.closest('[lang]')).toBe(screen.getByTestId('uplan-rule'));
    expect(screen.getByTestId('uplan-rule')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('uplan-introduction')).toHaveAttribute('lang', 'en');
  });

  it('leaves a plan in the page’s language unmarked', async () => {
    await act(() => changeLanguage('ru'));
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product({ title: 'План «Старт»', lang: 'ru' })));
    open();
    expect(await screen.findByRole('heading', { name: 'План «Старт»' })).not.toHaveAttribute('lang');
    expect(screen.getByTestId('uplan-rule')).not.toHaveAttribute('dir');
  });
});

const funding = (available: string): AssetBalances => ({
  balances: [
    { coin: 'usdt', coinName: 'USDT', logo: '', account: 'funding', available, frozen: '0', valueUsdt: available },
    { coin: 'usdt', coinName: 'USDT', logo: '', account: 'spot', available: '5000', frozen: '0', valueUsdt: '5000' },
  ],
  totalUsdt: '0',
  fiatRates: {},
});

describe('the pledge amount', () => {
  it('says inline, not in a toast after the server refused it, that the funding account holds less', async () => {
    vi.mocked(getUplanProduct).mockResolvedValue(ok(product()));
    vi.mocked(assetBalance).mockResolvedValue(funding('300'));
    open();
    fireEvent.click(await screen.findByTestId('uplan-submit'));
    // The dialog reads the balance as it opens.
    await act(async () => {
      await vi.mocked(assetBalance).mock.results[0]!.value;
    });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Insufficient balance.')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Insufficient balance.');
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();
    expect(createUplanOrder).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('confirm-sheet')).toBeInTheDocument();
  });
});
