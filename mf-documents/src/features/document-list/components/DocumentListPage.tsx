import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import type { TDocumentType } from '@immodesk/contracts/documents/listDocuments.contract';
import { useFilterParam, usePageCount, usePageParam } from '@immodesk/sdk';
import { EmptyState, ErrorState, ListFilters, PageHeader, Pagination, ResultCount, SearchField, SelectField, Spinner } from '@immodesk/ui-kit';
import { useDocumentList } from '../hooks/useDocumentList';
import { useTypeFilter } from '../hooks/useTypeFilter';
import { documentTypeOptions } from '../utils/documentTypeOptions';
import { DocumentTable } from './DocumentTable';

/** SPEC §2 "Documents": the organization's files with search, a type filter and download. */
export function DocumentListPage() {
  const { t, i18n } = useTranslation('documents');
  const [page, setPage] = usePageParam();
  const [q, setQ] = useFilterParam('q');
  const [type, setType] = useTypeFilter();
  const { data, isPending, isError, error, refetch, isRefetching } = useDocumentList({ page, pageSize: DEFAULT_PAGE_SIZE, q, type });
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);
  const typeOptions = [
    { value: '', label: t('documentList.filters.allTypes') },
    ...documentTypeOptions((value: TDocumentType) => t(`document.type.${value}`), i18n.language),
  ];
  const isFiltered = Boolean(q || type);

  return (
    <>
      <PageHeader title={t('documentList.title')} description={t('documentList.description')} />
      <ListFilters label={t('documentList.filters.label')}>
        <SearchField label={t('documentList.filters.search')} placeholder={t('documentList.filters.searchPlaceholder')} value={q} onSearch={setQ} />
        <SelectField label={t('documentList.filters.type')} value={type ?? ''} options={typeOptions} onValueChange={setType} />
      </ListFilters>
      <ResultCount>{data ? t('documentList.count', { count: data.total }) : null}</ResultCount>
      {isPending ? <Spinner size="large" label={t('documentList.loading')} /> : null}
      {isError ? (
        <ErrorState
          title={t('documentList.errorTitle')}
          message={error.message}
          retryLabel={t('retry')}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : null}
      {data && data.total === 0 && isFiltered ? (
        <EmptyState title={t('documentList.noResultsTitle')} description={t('documentList.noResultsDescription')} />
      ) : null}
      {data && data.total === 0 && !isFiltered ? <EmptyState title={t('documentList.emptyTitle')} description={t('documentList.emptyDescription')} /> : null}
      {data && data.items.length > 0 ? <DocumentTable documents={data.items} /> : null}
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
