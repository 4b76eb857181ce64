import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getInviteSummary, listCommissions, listInvitees, type CommissionRecord, type Invitee } from '@atrium/api';
import { useMainStore } from '@atrium/platform';
import { at, renderRoutes } from '@atrium/ui/testing';
import AddIncomePage from './add-income-page';
import { summary } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getInviteSummary: vi.fn(),
  listInvitees: vi.fn(),
  listCommissions: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

// 2026-01-02 03:04:05 UTC = 11:04:05 in Hong Kong, the default time zone.
const TIME = Date.UTC(2026, 0, 2, 3, 4, 5);
const invitee = (n: number): Invitee => ({ name: `fr***${n}`, joinTime: TIME, income: '1.5' });
const commission = (over: Partial<CommissionRecord> = {}): CommissionRecord => ({
  id: 1, from: 'fr***1', amount: '0.02', coin: 'usdt', source: 'contract', createTime: TIME, ...over,
});
const page = <T,>(rows: T[], total = rows.length) => ({ code: 200, msg: 'ok', rows, total });
const render = (url = '/addIncome') => renderRoutes({ '/addIncome': <AddIncomePage /> }, url);

describe('/addIncome', () => {
  it('shows the figures and the invited friends, a page at a time', async () => {
    useMainStore.setState({ timezone: 'Asia/Hong_Kong', timeFormat: 'MM/DD/YYYY' });
    vi.mocked(getInviteSummary).mockResolvedValue(summary());
    vi.mocked(listInvitees)
      .mockResolvedValueOnce(page([invitee(1), invitee(2)], 3))
      .mockResolvedValueOnce(page([invitee(3)], 3));
    render();
    expect(await screen.findByTestId('invite-stats')).toHaveTextContent('Friends invited3');
    const list = await screen.findByTestId('invitee-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('fr***1');
    expect(list).toHaveTextContent('Joined 01/02/2026 11:04:05');
    expect(list).toHaveTextContent('+1.5 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(listInvitees).toHaveBeenLastCalledWith(2, undefined, { signal: expect.any(AbortSignal) });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listCommissions).not.toHaveBeenCalled();
  });

  it('switches to the commissions, keeping the tab in the address, with the source translated', async () => {
    vi.mocked(getInviteSummary).mockResolvedValue(summary());
    vi.mocked(listInvitees).mockResolvedValue(page([invitee(1)]));
    vi.mocked(listCommissions).mockResolvedValue(page([commission(), commission({ id: 2, source: 'spot', amount: '0.0004', coin: 'btc' })]));
    const { router } = render();
    fireEvent.click(await screen.findByRole('tab', { name: 'Commissions' }));
    expect(at(router)).toBe('/addIncome?tab=commissions');
    const rows = within(await screen.findByTestId('commission-list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Contract trading fee');
    expect(rows[0]).toHaveTextContent('From fr***1');
    expect(rows[0]).toHaveTextContent('+0.02 USDT');
    expect(rows[1]).toHaveTextContent('Spot trading fee');
    expect(rows[1]).toHaveTextContent('+0.0004 BTC');
  });

  it('opens on the tab the address names', async () => {
    vi.mocked(getInviteSummary).mockResolvedValue(summary());
    vi.mocked(listCommissions).mockResolvedValue(page([]));
    render('/addIncome?tab=commissions');
    expect(await screen.findByRole('tab', { name: 'Commissions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No commission yet.')).toBeInTheDocument();
    expect(listInvitees).not.toHaveBeenCalled();
  });

  it('points an empty list to /plug', async () => {
    vi.mocked(getInviteSummary).mockResolvedValue(summary({ invitedCount: 0, totalIncome: '0' }));
    vi.mocked(listInvitees).mockResolvedValue(page([]));
    const { router } = render();
    expect(await screen.findByText('No friend has signed up with your code yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Invite friends' }));
    expect(at(router)).toBe('/plug');
  });

  it('offers a retry when the list fails, and keeps the shown rows when a further page fails', async () => {
    vi.mocked(getInviteSummary).mockResolvedValue(summary());
    vi.mocked(listInvitees)
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(page([invitee(1)], 2))
      .mockRejectedValueOnce(new Error('down again'));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    const list = await screen.findByTestId('invitee-list');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(listInvitees).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
