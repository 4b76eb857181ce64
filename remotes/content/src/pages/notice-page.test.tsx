import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { getNotice, listNotices } from '@atrium/api';
import NoticePage from './notice-page';
import { at, renderRoutes } from '@atrium/ui/testing';
import { notice } from '../test/fixtures';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listNotices: vi.fn(),
  getNotice: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const NOTICES = [
  notice({ id: 7, title: 'Scheduled maintenance', summary: 'Trading pauses for an hour.', createTime: '2025-03-05 10:00:00' }),
  notice({ id: 8, title: 'New coin listed', summary: 'TON is now on spot.', createTime: '2025-01-20T08:30:00' }),
];

describe('announcements', () => {
  it('lists title, summary and the date in the user’s time zone and date format', async () => {
    vi.mocked(listNotices).mockResolvedValue(NOTICES);
    renderRoutes({ '/notice': <NoticePage /> }, '/notice');

    expect(await screen.findByText('Scheduled maintenance')).toBeInTheDocument();
    expect(screen.getByText('Trading pauses for an hour.')).toBeInTheDocument();
    expect(screen.getByText('03/05/2025')).toBeInTheDocument();
    expect(screen.getByText('01/20/2025')).toBeInTheDocument();
    expect(listNotices).toHaveBeenCalledWith('NOTICE', undefined, { signal: expect.any(AbortSignal) });
  });

  it('opens a notice in place with ?id= and returns to the list with the back arrow', async () => {
    vi.mocked(listNotices).mockResolvedValue(NOTICES);
    vi.mocked(getNotice).mockResolvedValue(notice({ ...NOTICES[0], content: '<p>From 02:00 to 03:00 UTC.</p>' }));
    const { router } = renderRoutes({ '/notice': <NoticePage /> }, '/notice');

    fireEvent.click(await screen.findByRole('link', { name: /Scheduled maintenance/ }));
    expect(await screen.findByText('From 02:00 to 03:00 UTC.')).toBeInTheDocument();
    expect(at(router)).toBe('/notice?id=7');
    expect(getNotice).toHaveBeenCalledWith(7, { signal: expect.any(AbortSignal) });

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: /New coin listed/ })).toBeInTheDocument();
    expect(at(router)).toBe('/notice');
    expect(router.state.historyAction).toBe('POP');
  });

  it('deep-links to a notice, and its back arrow leads to the list', async () => {
    vi.mocked(listNotices).mockResolvedValue(NOTICES);
    vi.mocked(getNotice).mockResolvedValue(notice({ ...NOTICES[1], content: '<p>Deposit TON now.</p>' }));
    const { router } = renderRoutes({ '/notice': <NoticePage /> }, '/notice?id=8');

    expect(await screen.findByText('Deposit TON now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('New coin listed');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Scheduled maintenance')).toBeInTheDocument();
    expect(at(router)).toBe('/notice');
  });

  it('says a notice is gone when the server does not have its id', async () => {
    vi.mocked(getNotice).mockRejectedValue(new Error('not found'));
    renderRoutes({ '/notice': <NoticePage /> }, '/notice?id=404');
    expect(await screen.findByRole('alert')).toHaveTextContent('This announcement is no longer available');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/notice');
  });

  it('says a notice is gone for an id that is not a number, without calling the server', async () => {
    renderRoutes({ '/notice': <NoticePage /> }, '/notice?id=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This announcement is no longer available');
    expect(getNotice).not.toHaveBeenCalled();
  });

  it('shows an empty state and an error state', async () => {
    vi.mocked(listNotices).mockResolvedValueOnce([]);
    const first = renderRoutes({ '/notice': <NoticePage /> }, '/notice');
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
    first.unmount();

    vi.mocked(listNotices).mockRejectedValueOnce(new Error('Network anomaly'));
    renderRoutes({ '/notice': <NoticePage /> }, '/notice');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
