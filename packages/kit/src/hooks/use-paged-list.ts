import { useEffect, useEffectEvent, useState } from 'react';
import type { Page } from '@atrium/api';
import type { LoadCall } from './use-async';
import { onBack } from '../timing/on-back';

export interface PagedList<T> {
  rows: T[];
  status: 'loading' | 'ready' | 'error';
  /** More rows exist on the server than are shown. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  /** Back to the skeleton and the first page (the error state's retry). */
  retry(): void;
  /** The first page again behind the rows on screen (e.g. a new order settled). */
  refresh(): void;
  /**
   * Set when a refresh failed and the rows on screen are older: when their first page came (ms).
   * The screen says so quietly ("offline, showing data from HH:MM").
   */
  staleSince?: number;
}

interface Request {
  page: number;
  /** Counts the requests, so asking for the same page again runs the effect again. */
  seq: number;
}

/**
 * A RuoYi page list (`{rows, total}`) loaded a page at a time. A failed "load more" keeps the
 * rows already shown (the client has toasted why) and the next tap asks for the same page; a
 * failed first page is the error state; a refresh keeps the rows until the new first page
 * replaces them, and keeps them if it fails. `load` gets the page's cancel (as useAsync's): a
 * page the list no longer wants (a refresh came, the screen unmounted) is aborted. A failed first
 * page, or a failed refresh, is asked for again by itself when the browser is back online or the
 * page visible: every list recovers without a tap.
 */
export function usePagedList<T>(load: (pageNum: number, call: LoadCall) => Promise<Page<T>>): PagedList<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  /** The pages behind `rows`: "load more" asks for the one after. */
  const [loadedPages, setLoadedPages] = useState(0);
  const [request, setRequest] = useState<Request>({ page: 1, seq: 0 });
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  /** When the first page on screen came, and whether the last refresh of it failed. */
  const [firstPage, setFirstPage] = useState<{ at: number; refreshFailed: boolean } | null>(null);
  const fetchPage = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    const { page } = request;
    fetchPage(page, { signal: controller.signal }).then(
      (result) => {
        if (!current) return;
        setRows((before) => (page === 1 ? result.rows : [...before, ...result.rows]));
        setTotal(result.total);
        setLoadedPages(page);
        if (page === 1) setFirstPage({ at: Date.now(), refreshFailed: false });
        setStatus('ready');
        setLoadingMore(false);
      },
      () => {
        if (!current) return;
        setLoadingMore(false);
        if (page !== 1) return;
        setStatus((before) => (before === 'ready' ? before : 'error'));
        setFirstPage((before) => before && { ...before, refreshFailed: true });
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [request]);

  const ask = (page: number) => setRequest((before) => ({ page, seq: before.seq + 1 }));
  const stale = status === 'ready' && firstPage?.refreshFailed === true;
  const failing = status === 'error' || stale;
  // Back online: the first page again (behind the rows on screen, or in place of the error).
  useEffect(() => (failing ? onBack(() => setRequest((before) => ({ page: 1, seq: before.seq + 1 }))) : undefined), [failing]);

  return {
    ...(stale && firstPage && { staleSince: firstPage.at }),
    rows,
    status,
    hasMore: rows.length < total,
    loadingMore,
    // The loading flags are set here, by the tap, not in the effect (react/set-state-in-effect).
    loadMore: () => {
      setLoadingMore(true);
      ask(loadedPages + 1);
    },
    retry: () => {
      setStatus('loading');
      setLoadingMore(false);
      ask(1);
    },
    refresh: () => {
      // A "load more" still on its way is dropped: its page would follow the old first page.
      setLoadingMore(false);
      ask(1);
    },
  };
}
