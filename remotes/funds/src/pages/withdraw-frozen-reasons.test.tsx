import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@atrium/i18n';
import { assetBalance, freezeList, getWithDrawCoinList, getWithdrawStatus, listSavedAddresses } from '@atrium/api';
import { useSessionStore, type SessionState } from '@atrium/platform';
import { renderRoutes } from '@atrium/ui/testing';
import WithdrawApplyPage from './withdraw-apply-page';
import { assets, USDT_WITHDRAW } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getWithDrawCoinList: vi.fn(),
  getWithdrawStatus: vi.fn(),
  assetBalance: vi.fn(),
  freezeList: vi.fn(),
  listSavedAddresses: vi.fn(),
  getInfo: vi.fn(() => new Promise(() => undefined)),
}));

beforeEach(() => {
  vi.mocked(getWithDrawCoinList).mockResolvedValue([USDT_WITHDRAW]);
  vi.mocked(getWithdrawStatus).mockResolvedValue({ open: true, message: null });
  vi.mocked(assetBalance).mockResolvedValue(assets());
  vi.mocked(listSavedAddresses).mockResolvedValue([]);
  vi.mocked(freezeList).mockResolvedValue([
    { coin: 'usdt', amount: '50', reason: 'withdrawal', orderId: 3 },
    { coin: 'usdt', amount: '20', reason: 'other', orderId: null },
  ]);
  useSessionStore.setState({ token: 't', userInfo: { hasFundPassword: true } as SessionState['userInfo'] });
});
afterEach(async () => {
  vi.clearAllMocks();
  await act(() => changeLanguage('en'));
});

describe('why an amount is frozen', () => {
  it('says every reason in the reader’s words, the server’s “other” too: no English inside a Russian line', async () => {
    await act(() => changeLanguage('ru'));
    renderRoutes({ '/withdraw-apply': <WithdrawApplyPage /> }, '/withdraw-apply?coin=usdt&chain=TRC20');
    const rows = await screen.findAllByTestId('frozen-row');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['Заморожено (вывод на проверке)', 'Заморожено (прочие причины)']);
  });

  it('says “other reasons” in English', async () => {
    renderRoutes({ '/withdraw-apply': <WithdrawApplyPage /> }, '/withdraw-apply?coin=usdt&chain=TRC20');
    const rows = await screen.findAllByTestId('frozen-row');
    expect(rows[1]).toHaveTextContent('Frozen (other reasons)');
  });
});
