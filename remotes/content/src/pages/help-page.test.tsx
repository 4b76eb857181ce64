import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { getNotice, listNotices } from '@atrium/api';
import HelpPage from './help-page';
import HelpDetailPage from './help-detail-page';
import { at, renderRoutes } from '@atrium/ui/testing';
import { notice } from '../test/fixtures';
import { useSettingsStore } from '@atrium/platform';
import type { Settings } from '@atrium/api';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listNotices: vi.fn(),
  getNotice: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const ARTICLES = [
  notice({ id: 11, key: 'HELP_CENTER', modelKey: 'account', title: 'How do I create an account?' }),
  notice({ id: 12, key: 'HELP_CENTER', modelKey: 'funds', title: 'How long does a withdrawal take?' }),
  notice({ id: 13, key: 'HELP_CENTER', modelKey: 'account', title: 'How do I reset my password?' }),
  notice({ id: 14, key: 'HELP_CENTER', modelKey: 'staking_faq', title: 'What is staking?' }),
  notice({ id: 15, key: 'HELP_CENTER', modelKey: null, title: 'Who are we?' }),
];

const pages = { '/help': <HelpPage />, '/helpDetail/:id': <HelpDetailPage /> };

describe('help centre', () => {
  it('groups the articles by category, translated, in the order the server lists them', async () => {
    vi.mocked(listNotices).mockResolvedValue(ARTICLES);
    renderRoutes(pages, '/help');

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Account', 'Deposits and withdrawals', 'staking_faq', 'General']);
    expect(listNotices).toHaveBeenCalledWith('HELP_CENTER', undefined, { signal: expect.any(AbortSignal) });

    const account = headings[0]!.closest('section')!;
    expect(within(account).getAllByRole('link').map((a) => a.textContent)).toEqual([
      expect.stringContaining('How do I create an account?'),
      expect.stringContaining('How do I reset my password?'),
    ]);
  });

  it('links each article to /helpDetail/{id}', async () => {
    vi.mocked(listNotices).mockResolvedValue(ARTICLES);
    renderRoutes(pages, '/help');
    expect(await screen.findByRole('link', { name: /What is staking/ })).toHaveAttribute('href', '/helpDetail/14');
  });

  it('filters the titles as the user types, case-insensitively, and says when nothing matches', async () => {
    vi.mocked(listNotices).mockResolvedValue(ARTICLES);
    const { router } = renderRoutes(pages, '/help');
    const search = await screen.findByRole('searchbox', { name: 'Search help articles' });

    fireEvent.change(search, { target: { value: 'PASSWORD' } });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([expect.stringContaining('How do I reset my password?')]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Account']);
    expect(at(router)).toBe('/help?q=PASSWORD');

    fireEvent.change(search, { target: { value: 'dividends' } });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('No articles match “dividends”')).toBeInTheDocument();

    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getAllByRole('link')).toHaveLength(ARTICLES.length);
  });

  it('opens an article and comes back to the same search with the back arrow', async () => {
    vi.mocked(listNotices).mockResolvedValue(ARTICLES);
    vi.mocked(getNotice).mockResolvedValue(notice({ id: 12, title: 'How long does a withdrawal take?', content: '<p>Up to 24 hours.</p>' }));
    const { router } = renderRoutes(pages, '/help?q=withdrawal');

    fireEvent.click(await screen.findByRole('link', { name: /withdrawal take/ }));
    expect(await screen.findByText('Up to 24 hours.')).toBeInTheDocument();
    expect(at(router)).toBe('/helpDetail/12');
    expect(getNotice).toHaveBeenCalledWith(12, { signal: expect.any(AbortSignal) });

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('searchbox')).toHaveValue('withdrawal');
    expect(at(router)).toBe('/help?q=withdrawal');
  });

  it('shows an empty state when there are no articles', async () => {
    vi.mocked(listNotices).mockResolvedValue([]);
    renderRoutes(pages, '/help');
    expect(await screen.findByText('No help articles yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('help article', () => {
  it('shows the title, the date and the sanitised content', async () => {
    vi.mocked(getNotice).mockResolvedValue(
      notice({ id: 3, title: 'Fees', createTime: '2025-03-05 10:00:00', content: '<p>Trading fees</p><script>alert(1)</script>' }),
    );
    const { container } = renderRoutes(pages, '/helpDetail/3');

    expect(await screen.findByRole('heading', { level: 2, name: 'Fees' })).toBeInTheDocument();
    expect(screen.getByText('03/05/2025')).toBeInTheDocument();
    expect(await screen.findByText('Trading fees')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help Article');
  });

  it('says the article is not found when the call fails', async () => {
    vi.mocked(getNotice).mockRejectedValue(new Error('System error'));
    renderRoutes(pages, '/helpDetail/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Article not found');
    expect(screen.getByRole('link', { name: 'Back to the Help Center' })).toHaveAttribute('href', '/help');
  });

  it('says the article is not found for an id that is not a number, without calling the server', async () => {
    renderRoutes(pages, '/helpDetail/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Article not found');
    expect(getNotice).not.toHaveBeenCalled();
  });

  it('goes back to the help centre after a deep link', async () => {
    vi.mocked(getNotice).mockResolvedValue(notice({ id: 3, title: 'Fees' }));
    vi.mocked(listNotices).mockResolvedValue(ARTICLES);
    const { router } = renderRoutes(pages, '/helpDetail/3');

    await screen.findByRole('heading', { level: 2, name: 'Fees' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
    expect(at(router)).toBe('/help');
  });

  it('offers customer service only when an entry of the settings can do something', async () => {
    vi.mocked(listNotices).mockResolvedValue(ARTICLES);
    const staff = (supportStaff: Settings['supportStaff']) => useSettingsStore.setState({ settings: { supportStaff } as Settings });
    staff([{ url: 'javascript:alert(1)', imgUrl: '', callback: 'unknown' }]);
    const { unmount } = renderRoutes(pages, '/help');
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
    unmount();
    staff([{ url: 'https://desk.example', imgUrl: '' }]);
    renderRoutes(pages, '/help');
    expect(await screen.findByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });
});
