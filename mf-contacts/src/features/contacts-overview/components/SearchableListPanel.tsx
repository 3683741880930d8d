import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { useFilterParam, usePageCount, usePageParam } from '@immodesk/sdk';
import { ListFilters, ListResults, listCopy, ResultCount, SearchField } from '@immodesk/ui-kit';

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
  const query = useList({ page, pageSize: DEFAULT_PAGE_SIZE, q });
  const { data } = query;
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);

  return (
    <>
      <ListFilters label={t('filters.label')}>
        <SearchField label={t(`${keyPrefix}.search`)} placeholder={t(`${keyPrefix}.searchPlaceholder`)} value={q} onSearch={setQ} />
      </ListFilters>
      <ResultCount>{data ? t(`${keyPrefix}.count`, { count: data.total }) : null}</ResultCount>
      <ListResults query={query} page={page} pageCount={pageCount} onPageChange={setPage} copy={listCopy(t, keyPrefix, { q })} isFiltered={Boolean(q)}>
        {renderTable}
      </ListResults>
    </>
  );
}
