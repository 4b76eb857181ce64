import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { listNotices } from '@atrium/api';
import BroadcastDetailsPage from './broadcast-details-page';
import { renderRoutes } from '@atrium/ui/testing';
import { notice } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listNotices: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const BROADCASTS = [
  notice({ id: 1, title: 'Older', createTime: '2025-01-01 09:00:00', content: '<p>Old news</p>' }),
  notice({ id: 2, title: 'Newest', createTime: '2025-06-01 09:00:00', content: '<p>Fresh news</p>' }),
  notice({ id: 3, title: 'Middle', createTime: '2025-03-01 09:00:00', content: '<p>Some news</p>' }),
];

describe('broadcasts', () => {
  it('shows every broadcast as a full article, newest first', async () => {
    vi.mocked(listNotices).mockResolvedValue(BROADCASTS);
    renderRoutes({ '/broadcastDetails': <BroadcastDetailsPage /> }, '/broadcastDetails');

    expect(await screen.findByText('Fresh news')).toBeInTheDocument();
    expect(await screen.findByText('Old news')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Newest', 'Middle', 'Older']);
    expect(listNotices).toHaveBeenCalledWith('BROADCAST', undefined, { signal: expect.any(AbortSignal) });
  });

  it('shows only the one asked for with ?id=', async () => {
    vi.mocked(listNotices).mockResolvedValue(BROADCASTS);
    renderRoutes({ '/broadcastDetails': <BroadcastDetailsPage /> }, '/broadcastDetails?id=3');

    expect(await screen.findByText('Some news')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Middle']);
    expect(screen.getByRole('link', { name: 'Show all broadcasts' })).toHaveAttribute('href', '/broadcastDetails');
  });

  it('says so when the broadcast of ?id= is gone', async () => {
    vi.mocked(listNotices).mockResolvedValue(BROADCASTS);
    renderRoutes({ '/broadcastDetails': <BroadcastDetailsPage /> }, '/broadcastDetails?id=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('This broadcast is no longer available');
  });

  it('shows an empty state when there is none', async () => {
    vi.mocked(listNotices).mockResolvedValue([]);
    renderRoutes({ '/broadcastDetails': <BroadcastDetailsPage /> }, '/broadcastDetails');
    expect(await screen.findByText('No broadcasts yet')).toBeInTheDocument();
  });
});
