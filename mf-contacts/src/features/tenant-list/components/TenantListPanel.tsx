import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { useFilterParam, usePageCount, usePageParam } from '@immodesk/sdk';
import { EmptyState, ErrorState, ListFilters, Pagination, ResultCount, SearchField, Spinner } from '@immodesk/ui-kit';
import { useTenantList } from '../hooks/useTenantList';
import { TenantTable } from './TenantTable';

export function TenantListPanel() {
  const { t } = useTranslation('contacts');
  const [page, setPage] = usePageParam();
  const [q, setQ] = useFilterParam('q');
  const { data, isPending, isError, error, refetch, isRefetching } = useTenantList({ page, pageSize: DEFAULT_PAGE_SIZE, q });
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);

  return (
    <>
      <ListFilters label={t('filters.label')}>
        <SearchField label={t('tenantList.search')} placeholder={t('tenantList.searchPlaceholder')} value={q} onSearch={setQ} />
      </ListFilters>
      <ResultCount>{data ? t('tenantList.count', { count: data.total }) : null}</ResultCount>
      {isPending ? <Spinner size="large" label={t('tenantList.loading')} /> : null}
      {isError ? (
        <ErrorState
          title={t('tenantList.errorTitle')}
          message={error.message}
          retryLabel={t('retry')}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : null}
      {data && data.total === 0 && q ? <EmptyState title={t('tenantList.noResultsTitle')} description={t('tenantList.noResultsDescription', { q })} /> : null}
      {data && data.total === 0 && !q ? <EmptyState title={t('tenantList.emptyTitle')} description={t('tenantList.emptyDescription')} /> : null}
      {data && data.items.length > 0 ? <TenantTable tenants={data.items} /> : null}
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
