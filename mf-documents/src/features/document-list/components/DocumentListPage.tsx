import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import type { TDocumentType } from '@immodesk/contracts/documents/listDocuments.contract';
import { useFilterParam, usePageCount, usePageParam } from '@immodesk/sdk';
import { ListFilters, ListResults, listCopy, PageHeader, ResultCount, SearchField, SelectField } from '@immodesk/ui-kit';
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
  const query = useDocumentList({ page, pageSize: DEFAULT_PAGE_SIZE, q, type });
  const { data } = query;
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
      <ListResults query={query} page={page} pageCount={pageCount} onPageChange={setPage} copy={listCopy(t, 'documentList')} isFiltered={isFiltered}>
        {(documents) => <DocumentTable documents={documents} />}
      </ListResults>
    </>
  );
}
