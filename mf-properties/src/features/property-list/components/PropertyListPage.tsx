import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { usePageCount, usePageParam } from '@immodesk/sdk';
import { EmptyState, ErrorState, PageHeader, Pagination, Spinner } from '@immodesk/ui-kit';
import { usePropertyList } from '../hooks/usePropertyList';
import { PropertyTable } from './PropertyTable';

export function PropertyListPage() {
  const { t } = useTranslation('properties');
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, error, refetch, isRefetching } = usePropertyList({ page, pageSize: DEFAULT_PAGE_SIZE });
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);

  return (
    <>
      <PageHeader title={t('propertyList.title')} description={data ? t('propertyList.count', { count: data.total }) : undefined} />
      {isPending ? <Spinner size="large" label={t('propertyList.loading')} /> : null}
      {isError ? (
        <ErrorState
          title={t('propertyList.errorTitle')}
          message={error.message}
          retryLabel={t('propertyList.retry')}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : null}
      {data && data.total === 0 ? <EmptyState title={t('propertyList.emptyTitle')} description={t('propertyList.emptyDescription')} /> : null}
      {data && data.items.length > 0 ? <PropertyTable properties={data.items} /> : null}
      {data && data.total > DEFAULT_PAGE_SIZE ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label={t('propertyList.pagination.label')}
          statusText={t('propertyList.pagination.pageOf', { page, pageCount })}
          previousLabel={t('propertyList.pagination.previous')}
          nextLabel={t('propertyList.pagination.next')}
        />
      ) : null}
    </>
  );
}
