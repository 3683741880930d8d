import { useEffect } from 'react';
import { pageCountOf } from './pagination';

/**
 * The number of pages of a list of `total` items (1 while it loads). A page beyond the end (after deletions,
 * or an old link) falls back to the last page that exists.
 */
export function usePageCount(
  total: number | undefined,
  pageSize: number,
  page: number,
  setPage: (page: number) => void,
): number {
  const pageCount = total === undefined ? 1 : pageCountOf(total, pageSize);
  useEffect(() => {
    if (total !== undefined && page > pageCount) setPage(pageCount);
  }, [total, page, pageCount, setPage]);
  return pageCount;
}
