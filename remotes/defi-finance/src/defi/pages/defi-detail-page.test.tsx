import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { getDictionary, showDefiActivity } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import DefiDetailPage from './defi-detail-page';
import { activity } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  showDefiActivity: vi.fn(),
  getDictionary: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

describe('/defiDetail', () => {
  it('shows the activity: type label, amounts, validity in days, times and status', async () => {
    vi.mocked(showDefiActivity).mockResolvedValue(activity());
    vi.mocked(getDictionary).mockResolvedValue([{ dictValue: '1', dictLabel: 'Liquidity mining' }]);
    renderRoutes({ '/defiDetail': <DefiDetailPage /> }, '/defiDetail?id=7');
    const facts = await screen.findByTestId('defi-activity');
    expect(showDefiActivity).toHaveBeenCalledWith('7', { signal: expect.any(AbortSignal) });
    expect(await screen.findByText('Liquidity mining')).toBeInTheDocument();
    expect(facts).toHaveTextContent('Total amount10,000');
    expect(facts).toHaveTextContent('Amount500');
    expect(facts).toHaveTextContent('8 days');
    expect(facts).toHaveTextContent('Claimed');
    expect(getDictionary).toHaveBeenCalledWith('defi_activity_type', { signal: expect.any(AbortSignal) });
  });

  it('writes the validity with Latin digits in Arabic, as every figure', async () => {
    const { changeLanguage } = await import('@atrium/i18n');
    vi.mocked(showDefiActivity).mockResolvedValue(activity());
    vi.mocked(getDictionary).mockResolvedValue([]);
    await changeLanguage('ar');
    try {
      renderRoutes({ '/defiDetail': <DefiDetailPage /> }, '/defiDetail?id=7');
      const facts = await screen.findByTestId('defi-activity');
      expect(facts.textContent).toMatch(/8/);
      expect(facts.textContent).not.toMatch(/[٠-٩]/);
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows the type value when the dictionary has no label, and a retry when loading fails', async () => {
    vi.mocked(showDefiActivity).mockRejectedValueOnce(new Error('down')).mockResolvedValue(activity({ type: '9', status: 0 }));
    vi.mocked(getDictionary).mockResolvedValue([]);
    renderRoutes({ '/defiDetail': <DefiDetailPage /> }, '/defiDetail?id=7');
    (await screen.findByRole('button', { name: 'Retry' })).click();
    expect(await screen.findByTestId('defi-activity')).toHaveTextContent('9');
    expect(screen.getByTestId('defi-activity')).toHaveTextContent('Offered');
  });

  it('says the activity does not exist without an id, and asks nothing', () => {
    renderRoutes({ '/defiDetail': <DefiDetailPage /> }, '/defiDetail');
    expect(screen.getByText('This activity does not exist')).toBeInTheDocument();
    expect(showDefiActivity).not.toHaveBeenCalled();
  });
});
