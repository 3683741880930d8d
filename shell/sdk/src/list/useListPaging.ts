import type { ListQuery, ListResultsProps } from '@immodesk/ui-kit';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { usePageCount } from './usePageCount';

export type ListPaging<TItem> = Pick<
  ListResultsProps<TItem>,
  'query' | 'page' | 'pageCount' | 'onPageChange'
>;

/**
 * What ties one page of a list to ListResults: the query, the page from the URL and the page count its total
 * implies (a page beyond the end falls back to the last one). Spread it on ListResults.
 */
export function useListPaging<TItem>(
  query: ListQuery<TItem>,
  page: number,
  setPage: (page: number) => void,
  pageSize: number = DEFAULT_PAGE_SIZE,
): ListPaging<TItem> {
  const pageCount = usePageCount(query.data?.total, pageSize, page, setPage);
  return { query, page, pageCount, onPageChange: setPage };
}
