import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { useFilterParam, useListPaging, usePageParam, useViewMode } from '@immodesk/sdk';
import {
  Button,
  layout,
  ListFilters,
  ListResults,
  listCopy,
  ResultCount,
  SearchField,
  searchFieldCopy,
  ViewModeSwitch,
  viewModeCopy,
  type ViewMode,
} from '@immodesk/ui-kit';

type SearchListFilters = { page: number; pageSize: number; q: string };

export type SearchableListPanelProps<TItem, TExtra extends Record<string, string>> = {
  /** The translation group of this list: `tenantList` or `contractorList`. */
  keyPrefix: 'tenantList' | 'contractorList';
  /** The list whose view mode is remembered (`tenants`, `contractors`). */
  listName: string;
  /** Filters beside the search (the property filter), already in the URL; their controls are `filterControls`. */
  extraFilters: TExtra;
  filterControls?: ReactNode;
  useList: (filters: SearchListFilters & TExtra) => UseQueryResult<{ items: TItem[]; total: number }, Error>;
  renderResults: (items: TItem[], mode: ViewMode) => ReactNode;
  onAdd: () => void;
};

/** One tab of the contacts page: add button, search and filters, view modes, count, list states, results and pagination. */
export function SearchableListPanel<TItem, TExtra extends Record<string, string>>({
  keyPrefix,
  listName,
  extraFilters,
  filterControls,
  useList,
  renderResults,
  onAdd,
}: SearchableListPanelProps<TItem, TExtra>) {
  const { t } = useTranslation('contacts');
  const [page, setPage] = usePageParam();
  const [q, setQ] = useFilterParam('q');
  const [mode, setMode] = useViewMode(listName);
  const query = useList({ page, pageSize: DEFAULT_PAGE_SIZE, q, ...extraFilters });
  const { data } = query;
  const paging = useListPaging(query, page, setPage);
  const isFiltered = Boolean(q) || Object.values(extraFilters).some(Boolean);

  return (
    <>
      <div className={layout.toolbar}>
        <ListFilters label={t('filters.label')}>
          <SearchField {...searchFieldCopy(t, keyPrefix)} value={q} onSearch={setQ} />
          {filterControls}
        </ListFilters>
        <Button onClick={onAdd}>{t(`${keyPrefix}.add`)}</Button>
      </div>
      <div className={layout.toolbar}>
        <ResultCount>{data ? t(`${keyPrefix}.count`, { count: data.total }) : null}</ResultCount>
        <ViewModeSwitch mode={mode} onChange={setMode} {...viewModeCopy(t, 'viewModes')} />
      </div>
      <ListResults
        {...paging}
        copy={{
          ...listCopy(t, keyPrefix, { q }),
          ...(q
            ? {}
            : {
                noResults: {
                  title: t(`${keyPrefix}.noMatchTitle`),
                  description: t(`${keyPrefix}.noMatchDescription`),
                },
              }),
        }}
        isFiltered={isFiltered}
      >
        {(items) => renderResults(items, mode)}
      </ListResults>
    </>
  );
}
