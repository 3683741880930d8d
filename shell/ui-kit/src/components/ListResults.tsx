import { isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import type { ListCopy, ListEmptyContent } from './listCopy';
import { Pagination } from './Pagination';
import { Spinner } from './Spinner';

/** The part of a TanStack Query result for one page of a list that the list states read. */
export type ListQuery<TItem> = {
  data: { items: TItem[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isRefetching: boolean;
  refetch: () => unknown;
};

export type ListResultsProps<TItem> = {
  query: ListQuery<TItem>;
  page: number;
  /** From usePageCount: 1 while the list loads. */
  pageCount: number;
  onPageChange: (page: number) => void;
  copy: ListCopy;
  /** Whether a search or filter narrows the list: an empty list then shows `copy.noResults`. */
  isFiltered?: boolean;
  /** The items of the current page (never called with an empty list). */
  children: (items: TItem[]) => ReactNode;
};

function isEmptyCopy(content: ListEmptyContent): content is { title: string; description?: string } {
  return typeof content === 'object' && content !== null && !isValidElement(content) && 'title' in content;
}

function EmptyContent({ content }: { content: ListEmptyContent }) {
  return isEmptyCopy(content) ? (
    <EmptyState title={content.title} description={content.description} />
  ) : (
    content
  );
}

/**
 * Everything under a list's filters: the spinner, the error with retry, the empty and no-results states, the
 * items and the pagination, with the words every list shares from the shell's `common` namespace.
 */
export function ListResults<TItem>({
  query,
  page,
  pageCount,
  onPageChange,
  copy,
  isFiltered = false,
  children,
}: ListResultsProps<TItem>) {
  const { t } = useTranslation('common');
  const { data } = query;

  return (
    <>
      {query.isPending ? <Spinner size="large" label={copy.loading} /> : null}
      {query.isError ? (
        <ErrorState
          title={copy.errorTitle}
          message={query.error?.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : null}
      {data && data.total === 0 ? <EmptyContent content={isFiltered ? copy.noResults : copy.empty} /> : null}
      {data && data.items.length > 0 ? children(data.items) : null}
      {data && pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          label={t('list.pagination.label')}
          statusText={t('list.pagination.pageOf', { page, pageCount })}
          previousLabel={t('list.pagination.previous')}
          nextLabel={t('list.pagination.next')}
        />
      ) : null}
    </>
  );
}
