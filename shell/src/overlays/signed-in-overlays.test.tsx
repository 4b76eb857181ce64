import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getDictionary, listMails, showDefiActivityNotice, updateDefiActivity, updateMail, type DefiActivityNotice, type Mail } from '@atrium/api';
import { commonReady } from '@atrium/i18n';
import { readTenantConfig, setTenant, storage, useSessionStore, type SessionState } from '@atrium/platform';
import { toast, ToastHost, uiI18nReady } from '@atrium/ui';
import { renderRoutes } from '@atrium/ui/testing';
import { shellI18nReady } from '../i18n/register';
import SignedInOverlays from './signed-in-overlays';

vi.mock('@atrium/api', async (original) => ({
  ...(await original<typeof import('@atrium/api')>()),
  showDefiActivityNotice: vi.fn(),
  getDictionary: vi.fn(),
  updateDefiActivity: vi.fn(),
  listMails: vi.fn(),
  updateMail: vi.fn(),
}));

const DAY = 86_400_000;
const notice: DefiActivityNotice = { id: 4, type: '1', totleAmount: '10000', amount: '500', beginTimeS: 0, endTimeS: 7.5 * DAY, status: 0 };
const mail: Mail = { id: 9, title: 'Scheduled upgrade', content: '<p>Tonight.</p>', type: 1, createTime: '' };

beforeAll(() => Promise.all([shellI18nReady, commonReady, uiI18nReady]));
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  toast.clear();
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' } }, 'http://localhost'));
  useSessionStore.setState({ token: 't', isSign: true, userInfo: { userId: 3, status: 0 } as SessionState['userInfo'] });
  vi.mocked(showDefiActivityNotice).mockResolvedValue([notice]);
  vi.mocked(getDictionary).mockResolvedValue([{ dictLabel: 'Mining reward', dictValue: '1' }] as Awaited<ReturnType<typeof getDictionary>>);
  vi.mocked(listMails).mockResolvedValue([]);
});
afterEach(() => vi.clearAllMocks());

/** The overlays over every screen, as the shell mounts them, opened at `url`. */
const show = (url = '/home') => {
  const overlays = (
    <>
      <SignedInOverlays />
      <ToastHost />
    </>
  );
  return renderRoutes({ '/home': overlays, '/withdraw-apply': overlays, '/fund-password': overlays, '/defi': overlays }, url);
};
const offer = () => screen.queryByTestId('activity-popup');
const announcement = () => screen.queryByTestId('announcement-popup');

describe('the activity popup', () => {
  it('writes the amounts with the kit’s formatter and their unit', async () => {
    show();
    const facts = await screen.findByTestId('activity-popup');
    expect(within(facts).getByText('10,000 USDT')).toBeInTheDocument();
    expect(within(facts).getByText('500 USDT')).toBeInTheDocument();
    expect(facts).toHaveTextContent('8 days');
  });

  it('claims once for three taps in the same instant, says what was claimed with its unit, then goes to /defi', async () => {
    vi.mocked(updateDefiActivity).mockResolvedValue({ code: 200, msg: 'Claimed', data: null });
    const { router } = show();
    await screen.findByTestId('activity-popup');
    const claim = screen.getByRole('button', { name: 'Claim' });
    act(() => {
      claim.click();
      claim.click();
      claim.click();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/defi'));
    expect(updateDefiActivity).toHaveBeenCalledTimes(1);
    expect(updateDefiActivity).toHaveBeenCalledWith(4, 1);
    expect(screen.getByRole('status')).toHaveTextContent('Reward claimed: 500 USDT');
    expect(offer()).toBeNull();
  });

  it('keeps the offer when the claim is refused (the client said why)', async () => {
    vi.mocked(updateDefiActivity).mockRejectedValue(new ApiError('This activity has ended', 500, 'business'));
    const { router } = show();
    await screen.findByTestId('activity-popup');
    screen.getByRole('button', { name: 'Claim' }).click();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled());
    expect(updateDefiActivity).toHaveBeenCalledTimes(1);
    expect(offer()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('once dismissed, stays away for the session: after a reload and on a deep link it is not even asked for', async () => {
    const { unmount } = show();
    await screen.findByTestId('activity-popup');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(offer()).toBeNull();
    unmount();
    vi.mocked(showDefiActivityNotice).mockClear();
    show('/defi');
    await act(async () => undefined);
    expect(offer()).toBeNull();
    expect(showDefiActivityNotice).not.toHaveBeenCalled();
  });

  it('never opens over a money flow, nor over a detour taken from one; it waits until the user is elsewhere', async () => {
    const { router } = show('/withdraw-apply?coin=usdt&chain=TRC20');
    await waitFor(() => expect(showDefiActivityNotice).toHaveBeenCalled());
    await act(async () => undefined);
    expect(offer()).toBeNull();
    await act(() => router.navigate(`/fund-password?returnTo=${encodeURIComponent('/withdraw-apply?coin=usdt&chain=TRC20')}`));
    expect(offer()).toBeNull();
    await act(() => router.navigate('/home'));
    expect(await screen.findByTestId('activity-popup')).toBeInTheDocument();
  });

  it('waits behind the frozen-account dialog', async () => {
    useSessionStore.setState({ userInfo: { userId: 3, status: 1 } as SessionState['userInfo'] });
    show();
    expect(await screen.findByTestId('frozen-dialog')).toBeInTheDocument();
    await act(async () => undefined);
    expect(offer()).toBeNull();
  });
});

describe('the announcement', () => {
  it('comes first and alone: the offer waits until it is closed, and closing it puts nothing over the screen', async () => {
    vi.mocked(listMails).mockResolvedValue([mail]);
    vi.mocked(updateMail).mockResolvedValue({ code: 200, msg: 'Marked as read', data: null });
    show();
    expect(await screen.findByTestId('announcement-popup')).toBeInTheDocument();
    await waitFor(() => expect(getDictionary).toHaveBeenCalled());
    await act(async () => undefined);
    expect(offer()).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(updateMail).toHaveBeenCalledWith([9]));
    expect(storage.get('readMsgs_9')).toBe('1');
    expect(announcement()).toBeNull();
    expect(await screen.findByTestId('activity-popup')).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('Marked as read');
  });

  it('says the server’s refusal to mark it read', async () => {
    vi.mocked(showDefiActivityNotice).mockResolvedValue([]);
    vi.mocked(listMails).mockResolvedValue([mail]);
    vi.mocked(updateMail).mockResolvedValue({ code: 500, msg: 'Mail not found', data: null });
    show();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Mail not found'));
  });

  it('waits off a money flow too', async () => {
    vi.mocked(showDefiActivityNotice).mockResolvedValue([]);
    vi.mocked(listMails).mockResolvedValue([mail]);
    const { router } = show('/withdraw-apply?coin=usdt&chain=TRC20');
    await waitFor(() => expect(listMails).toHaveBeenCalled());
    await act(async () => undefined);
    expect(announcement()).toBeNull();
    await act(() => router.navigate('/home'));
    expect(await screen.findByTestId('announcement-popup')).toBeInTheDocument();
  });
});
