import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getDictionary, showDefiActivityNotice, updateDefiActivity, type DefiActivityNotice } from '@atrium/api';
import { commonReady } from '@atrium/i18n';
import { readTenantConfig, setTenant, useSessionStore, type SessionState } from '@atrium/platform';
import { ToastHost, uiI18nReady } from '@atrium/ui';
import { renderRoutes } from '@atrium/ui/testing';
import { shellI18nReady } from '../i18n/register';
import { ActivityPopup } from './activity-popup';

vi.mock('@atrium/api', async (original) => ({
  ...(await original<typeof import('@atrium/api')>()),
  showDefiActivityNotice: vi.fn(),
  getDictionary: vi.fn(),
  updateDefiActivity: vi.fn(),
}));

const DAY = 86_400_000;
const notice: DefiActivityNotice = { id: 4, type: '1', totleAmount: '10000', amount: '500', beginTimeS: 0, endTimeS: 7.5 * DAY, status: 0 };

beforeAll(() => Promise.all([shellI18nReady, commonReady, uiI18nReady]));
beforeEach(() => {
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' } }, 'http://localhost'));
  useSessionStore.setState({ token: 't', isSign: true, userInfo: { userId: 3 } as SessionState['userInfo'] });
  vi.mocked(showDefiActivityNotice).mockResolvedValue([notice]);
  vi.mocked(getDictionary).mockResolvedValue([{ dictLabel: 'Mining reward', dictValue: '1' }] as Awaited<ReturnType<typeof getDictionary>>);
});
afterEach(() => vi.clearAllMocks());

const show = () =>
  renderRoutes(
    {
      '/home': (
        <>
          <ActivityPopup />
          <ToastHost />
        </>
      ),
    },
    '/home',
  );

describe('the activity popup', () => {
  it('writes the amounts with the kit’s formatter and their unit', async () => {
    show();
    const facts = await screen.findByTestId('activity-popup');
    expect(within(facts).getByText('10,000 USDT')).toBeInTheDocument();
    expect(within(facts).getByText('500 USDT')).toBeInTheDocument();
    expect(facts).toHaveTextContent('8 days');
  });

  it('claims once for three taps in the same instant, then goes to /defi', async () => {
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
  });

  it('keeps the offer when the claim is refused (the client said why)', async () => {
    vi.mocked(updateDefiActivity).mockRejectedValue(new ApiError('This activity has ended', 500, 'business'));
    const { router } = show();
    await screen.findByTestId('activity-popup');
    screen.getByRole('button', { name: 'Claim' }).click();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled());
    expect(updateDefiActivity).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('activity-popup')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
