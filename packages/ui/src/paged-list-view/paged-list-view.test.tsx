import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PagedListView, type PagedListViewList } from './paged-list-view';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

const list = (patch: Partial<PagedListViewList<string>>): PagedListViewList<string> => ({
  rows: [],
  status: 'ready',
  hasMore: false,
  loadingMore: false,
  loadMore: vi.fn(),
  retry: vi.fn(),
  ...patch,
});
const rows = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('PagedListView', () => {
  it('marks the first page busy while it loads, and draws no rows', () => {
    const { container } = render(<PagedListView list={list({ status: 'loading' })} empty="Nothing">{rows}</PagedListView>);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says a failed first page with the screen’s title, and retries', () => {
    const failed = list({ status: 'error' });
    render(<PagedListView list={failed} empty="Nothing" errorTitle="Could not load your orders">{rows}</PagedListView>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your orders');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.retry).toHaveBeenCalledOnce();
  });

  it('shows the empty state from a title or the screen’s own node', () => {
    const { rerender } = render(<PagedListView list={list({})} empty="No records yet">{rows}</PagedListView>);
    expect(screen.getByText('No records yet')).toBeInTheDocument();
    rerender(<PagedListView list={list({})} empty={<p>Invite a friend</p>}>{rows}</PagedListView>);
    expect(screen.getByText('Invite a friend')).toBeInTheDocument();
  });

  it('draws the rows and offers "Load more" only while the server has more', () => {
    const more = list({ rows: ['a', 'b'], hasMore: true });
    const { rerender } = render(<PagedListView list={more} empty="Nothing">{rows}</PagedListView>);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(more.loadMore).toHaveBeenCalledOnce();
    rerender(<PagedListView list={list({ rows: ['a', 'b'], hasMore: true, loadingMore: true })} empty="Nothing">{rows}</PagedListView>);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();
    rerender(<PagedListView list={list({ rows: ['a', 'b', 'c'] })} empty="Nothing">{rows}</PagedListView>);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks rows kept through a failed refresh with when they came', () => {
    const { rerender } = render(<PagedListView list={list({ rows: ['a'] })} empty="Nothing">{rows}</PagedListView>);
    expect(screen.queryByTestId('stale-marker')).toBeNull();
    rerender(<PagedListView list={list({ rows: ['a'], staleSince: Date.now() })} empty="Nothing">{rows}</PagedListView>);
    expect(screen.getByText('a')).toBeInTheDocument();
    expect(screen.getByTestId('stale-marker')).toHaveTextContent(/^Offline, showing data from /);
  });
});
