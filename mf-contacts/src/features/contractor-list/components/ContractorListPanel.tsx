import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { useFilterParam, usePageCount, usePageParam } from '@immodesk/sdk';
import { EmptyState, ErrorState, ListFilters, Pagination, ResultCount, SearchField, Spinner } from '@immodesk/ui-kit';
import { useContractorList } from '../hooks/useContractorList';
import { ContractorTable } from './ContractorTable';

export function ContractorListPanel() {
  const { t } = useTranslation('contacts');
  const [page, setPage] = usePageParam();
  const [q, setQ] = useFilterParam('q');
  const { data, isPending, isError, error, refetch, isRefetching } = useContractorList({ page, pageSize: DEFAULT_PAGE_SIZE, q });
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);

  return (
    <>
      <ListFilters label={t('filters.label')}>
        <SearchField label={t('contractorList.search')} placeholder={t('contractorList.searchPlaceholder')} value={q} onSearch={setQ} />
      </ListFilters>
      <ResultCount>{data ? t('contractorList.count', { count: data.total }) : null}</ResultCount>
      {isPending ? <Spinner size="large" label={t('contractorList.loading')} /> : null}
      {isError ? (
        <ErrorState
          title={t('contractorList.errorTitle')}
          message={error.message}
          retryLabel={t('retry')}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : null}
      {data && data.total === 0 && q ? <EmptyState title={t('contractorList.noResultsTitle')} description={t('contractorList.noResultsDescription', { q })} /> : null}
      {data && data.total === 0 && !q ? <EmptyState title={t('contractorList.emptyTitle')} description={t('contractorList.emptyDescription')} /> : null}
      {data && data.items.length > 0 ? <ContractorTable contractors={data.items} /> : null}
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
