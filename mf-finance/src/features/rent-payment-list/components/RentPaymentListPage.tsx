import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { usePageCount, usePageParam } from '@immodesk/sdk';
import { EmptyState, ErrorState, ListFilters, PageHeader, Pagination, ResultCount, SelectField, Spinner } from '@immodesk/ui-kit';
import { useRentPaymentList } from '../hooks/useRentPaymentList';
import { useStatusFilter } from '../hooks/useStatusFilter';
import { rentPaymentStatusDisplay, STATUS_FILTER_ORDER } from '../utils/rentPaymentStatus';
import { RentPaymentTable } from './RentPaymentTable';

/** SPEC §2 "Payments": the due rent items with what was received, filterable by status. */
export function RentPaymentListPage() {
  const { t } = useTranslation('finance');
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useStatusFilter();
  const { data, isPending, isError, error, refetch, isRefetching } = useRentPaymentList({ page, pageSize: DEFAULT_PAGE_SIZE, status });
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);
  const statusOptions = [
    { value: '', label: t('rentPaymentList.filters.allStatuses') },
    ...STATUS_FILTER_ORDER.map((value) => ({ value, label: t(rentPaymentStatusDisplay(value).labelKey) })),
  ];

  return (
    <>
      <PageHeader title={t('rentPaymentList.title')} description={t('rentPaymentList.description')} />
      <ListFilters label={t('rentPaymentList.filters.label')}>
        <SelectField label={t('rentPaymentList.filters.status')} value={status ?? ''} options={statusOptions} onValueChange={setStatus} />
      </ListFilters>
      <ResultCount>{data ? t('rentPaymentList.count', { count: data.total }) : null}</ResultCount>
      {isPending ? <Spinner size="large" label={t('rentPaymentList.loading')} /> : null}
      {isError ? (
        <ErrorState
          title={t('rentPaymentList.errorTitle')}
          message={error.message}
          retryLabel={t('retry')}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : null}
      {data && data.total === 0 && status ? (
        <EmptyState
          title={t('rentPaymentList.noResultsTitle')}
          description={t('rentPaymentList.noResultsDescription', { status: t(rentPaymentStatusDisplay(status).labelKey) })}
        />
      ) : null}
      {data && data.total === 0 && !status ? <EmptyState title={t('rentPaymentList.emptyTitle')} description={t('rentPaymentList.emptyDescription')} /> : null}
      {data && data.items.length > 0 ? <RentPaymentTable payments={data.items} /> : null}
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
