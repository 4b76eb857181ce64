import { useEffect, useEffectEvent, useState } from 'react';
import type { Page } from '@atrium/api';

export interface PagedList<T> {
  rows: T[];
  status: 'loading' | 'ready' | 'error';
  /** More rows exist on the server than are shown. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  /** Back to the skeleton and the first page (the error state's retry). */
  retry(): void;
  /** The first page again behind the rows on screen (a new order settled). */
  refresh(): void;
}

/**
 * A RuoYi page list (`{rows, total}`), newest first, a page at a time. A failed "load more"
 * keeps the rows shown; a failed first page is the error state; a refresh keeps the rows until
 * the new first page replaces them.
 */
export function usePagedList<T>(load: (pageNum: number) => Promise<Page<T>>, deps: readonly unknown[] = []): PagedList<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fetchPage = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    fetchPage(pageNum).then(
      (page) => {
        if (!current) return;
        setRows((before) => (pageNum === 1 ? page.rows : [...before, ...page.rows]));
        setTotal(page.total);
        setStatus('ready');
        setLoadingMore(false);
      },
      () => {
        if (!current) return;
        setLoadingMore(false);
        if (pageNum === 1) setStatus((s) => (s === 'ready' ? s : 'error'));
        else setPageNum((n) => n - 1);
      },
    );
    return () => {
      current = false;
    };
    // The caller's deps are the point: another filter is another list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageNum, attempt, ...deps]);

  return {
    rows,
    status,
    hasMore: rows.length < total,
    loadingMore,
    loadMore: () => {
      setLoadingMore(true);
      setPageNum((n) => n + 1);
    },
    retry: () => {
      setStatus('loading');
      setPageNum(1);
      setAttempt((n) => n + 1);
    },
    refresh: () => {
      setPageNum(1);
      setAttempt((n) => n + 1);
    },
  };
}
