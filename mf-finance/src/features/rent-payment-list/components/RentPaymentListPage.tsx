import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { usePageCount, usePageParam } from '@immodesk/sdk';
import { ListResults, listCopy, PageHeader, ResultCount } from '@immodesk/ui-kit';
import { usePeriodFilter } from '../hooks/usePeriodFilter';
import { useRentPaymentList } from '../hooks/useRentPaymentList';
import { useStatusFilter } from '../hooks/useStatusFilter';
import { RentPaymentFilters } from './RentPaymentFilters';
import { RentPaymentResults } from './RentPaymentResults';
import { RentPaymentTotals } from './RentPaymentTotals';

/** SPEC §2 "Payments": the due rent items with what was received, by status and period, 50 per page. */
export function RentPaymentListPage() {
  const { t } = useTranslation('finance');
  const [page, setPage] = usePageParam();
  const status = useStatusFilter();
  const { from, to } = usePeriodFilter();
  const query = useRentPaymentList({ page, pageSize: DEFAULT_PAGE_SIZE, status, from, to });
  const { data } = query;
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);

  return (
    <>
      <PageHeader title={t('rentPaymentList.title')} description={t('rentPaymentList.description')} />
      <RentPaymentFilters />
      <ResultCount>{data ? t('rentPaymentList.count', { count: data.total }) : null}</ResultCount>
      {data && data.total > 0 ? <RentPaymentTotals totals={data.totals} /> : null}
      <ListResults
        query={query}
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        copy={listCopy(t, 'rentPaymentList')}
        isFiltered={Boolean(status || from || to)}
      >
        {(payments) => <RentPaymentResults payments={payments} />}
      </ListResults>
    </>
  );
}
