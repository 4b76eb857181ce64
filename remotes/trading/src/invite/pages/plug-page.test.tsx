import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getInviteSummary } from '@atrium/api';
import { ToastHost } from '@atrium/ui';
import { at, renderRoutes } from '@atrium/ui/testing';
import PlugPage from './plug-page';
import { summary } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getInviteSummary: vi.fn(),
}));

const clipboard = { writeText: vi.fn() };
Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
afterEach(() => {
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

const render = () =>
  renderRoutes(
    {
      '/plug': (
        <>
          <PlugPage />
          <ToastHost />
        </>
      ),
    },
    '/plug',
  );
const LINK = `${location.origin}/i&AB12CD`;

describe('/plug', () => {
  it('shows the code, the invite link and its QR code, and the figures', async () => {
    vi.mocked(getInviteSummary).mockResolvedValue(summary());
    const { container } = render();
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('AB12CD');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(LINK);
    expect(screen.getByText(/You receive 20.00% of the trading fees/)).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('svg title')).toHaveTextContent('QR code of your invite link'));
    expect(container.querySelector('svg title')!.closest('svg')!.querySelector('path')).not.toBeNull();
    const stats = screen.getByTestId('invite-stats');
    expect(stats).toHaveTextContent('Commission rate20.00%');
    expect(stats).toHaveTextContent('Friends invited3');
    expect(stats).toHaveTextContent('Total income12.3456 USDT');
  });

  it('copies the code and the link, and says so; says when copying is refused', async () => {
    vi.mocked(getInviteSummary).mockResolvedValue(summary());
    clipboard.writeText.mockResolvedValue(undefined);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(clipboard.writeText).toHaveBeenCalledWith('AB12CD');
    clipboard.writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(clipboard.writeText).toHaveBeenLastCalledWith(LINK);
  });

  it('offers the system share sheet only where there is one, with the link', async () => {
    vi.mocked(getInviteSummary).mockResolvedValue(summary());
    const first = render();
    await screen.findByTestId('invite-code');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    first.unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Join me on Test', text: 'Sign up with my invite code AB12CD.', url: LINK });
  });

  it('leads to the invite income', async () => {
    vi.mocked(getInviteSummary).mockResolvedValue(summary());
    const { router } = render();
    fireEvent.click(await screen.findByRole('link', { name: 'See invite income' }));
    expect(at(router)).toBe('/addIncome');
  });
});
