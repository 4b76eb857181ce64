import { useEffect, useEffectEvent, useState } from 'react';
import type { Page } from '@atrium/api';

export interface PagedList<T> {
  rows: T[];
  status: 'loading' | 'ready' | 'error';
  /** More rows exist on the server than are shown. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

/**
 * A RuoYi page list (`{rows, total}`) loaded a page at a time. A failed "load more" keeps the
 * rows already shown (the client has toasted why); a failed first page is the error state.
 */
export function usePagedList<T>(load: (pageNum: number) => Promise<Page<T>>): PagedList<T> {
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
        if (pageNum === 1) setStatus('error');
        else setPageNum((n) => n - 1);
      },
    );
    return () => {
      current = false;
    };
  }, [pageNum, attempt]);

  return {
    rows,
    status,
    hasMore: rows.length < total,
    loadingMore,
    // The loading flags are set by the tap, not in the effect (react/set-state-in-effect).
    loadMore: () => {
      setLoadingMore(true);
      setPageNum((n) => n + 1);
    },
    retry: () => {
      setStatus('loading');
      setPageNum(1);
      setAttempt((n) => n + 1);
    },
  };
}
