import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { useFilterParam, usePageCount, usePageParam } from '@immodesk/sdk';
import { EmptyState, ErrorState, ListFilters, Pagination, ResultCount, SearchField, Spinner } from '@immodesk/ui-kit';

type SearchListFilters = { page: number; pageSize: number; q: string };

export type SearchableListPanelProps<TItem> = {
  /** The translation group of this list: `tenantList` or `contractorList`. */
  keyPrefix: 'tenantList' | 'contractorList';
  useList: (filters: SearchListFilters) => UseQueryResult<{ items: TItem[]; total: number }, Error>;
  renderTable: (items: TItem[]) => ReactNode;
};

/** One tab of the contacts page: search, count, loading, error, empty states, the table and pagination. */
export function SearchableListPanel<TItem>({ keyPrefix, useList, renderTable }: SearchableListPanelProps<TItem>) {
  const { t } = useTranslation('contacts');
  const [page, setPage] = usePageParam();
  const [q, setQ] = useFilterParam('q');
  const { data, isPending, isError, error, refetch, isRefetching } = useList({ page, pageSize: DEFAULT_PAGE_SIZE, q });
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);

  return (
    <>
      <ListFilters label={t('filters.label')}>
        <SearchField label={t(`${keyPrefix}.search`)} placeholder={t(`${keyPrefix}.searchPlaceholder`)} value={q} onSearch={setQ} />
      </ListFilters>
      <ResultCount>{data ? t(`${keyPrefix}.count`, { count: data.total }) : null}</ResultCount>
      {isPending ? <Spinner size="large" label={t(`${keyPrefix}.loading`)} /> : null}
      {isError ? (
        <ErrorState
          title={t(`${keyPrefix}.errorTitle`)}
          message={error.message}
          retryLabel={t('retry')}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : null}
      {data && data.total === 0 && q ? <EmptyState title={t(`${keyPrefix}.noResultsTitle`)} description={t(`${keyPrefix}.noResultsDescription`, { q })} /> : null}
      {data && data.total === 0 && !q ? <EmptyState title={t(`${keyPrefix}.emptyTitle`)} description={t(`${keyPrefix}.emptyDescription`)} /> : null}
      {data && data.items.length > 0 ? renderTable(data.items) : null}
      {data && data.total > DEFAULT_PAGE_SIZE ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label={t('pagination.label')}
          statusText={t('pagination.pageOf', { page, pageCount })}
          previousLabel={t('pagination.previous')}
          nextLabel={t('pagination.next')}
        />
      ) : null}
    </>
  );
}
