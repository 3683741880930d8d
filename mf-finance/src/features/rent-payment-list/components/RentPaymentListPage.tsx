import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { usePageCount, usePageParam } from '@immodesk/sdk';
import { ListFilters, ListResults, listCopy, PageHeader, ResultCount, SelectField } from '@immodesk/ui-kit';
import { useRentPaymentList } from '../hooks/useRentPaymentList';
import { useStatusFilter } from '../hooks/useStatusFilter';
import { rentPaymentStatusDisplay, STATUS_FILTER_ORDER } from '../utils/rentPaymentStatus';
import { RentPaymentTable } from './RentPaymentTable';

/** SPEC §2 "Payments": the due rent items with what was received, filterable by status. */
export function RentPaymentListPage() {
  const { t } = useTranslation('finance');
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useStatusFilter();
  const query = useRentPaymentList({ page, pageSize: DEFAULT_PAGE_SIZE, status });
  const { data } = query;
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
      <ListResults
        query={query}
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        copy={listCopy(t, 'rentPaymentList', { status: status ? t(rentPaymentStatusDisplay(status).labelKey) : '' })}
        isFiltered={Boolean(status)}
      >
        {(payments) => <RentPaymentTable payments={payments} />}
      </ListResults>
    </>
  );
}
