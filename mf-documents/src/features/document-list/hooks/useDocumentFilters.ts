import { useFilterParam } from '@immodesk/sdk';
import { useDocumentSort } from './useDocumentSort';
import { useLinkFilter } from './useLinkFilter';
import { useTypeFilter } from './useTypeFilter';

export type DocumentFilters = ReturnType<typeof useDocumentFilters>;

/** The documents list's search, filters and order, all in the URL (`?q=&type=&propertyId=&tenantId=&sort=&order=`). */
export function useDocumentFilters() {
  const [q, setQ] = useFilterParam('q');
  const [type, setType] = useTypeFilter();
  const [propertyId, setPropertyId] = useLinkFilter('propertyId');
  const [tenantId, setTenantId] = useLinkFilter('tenantId');
  const [sort, setSort] = useDocumentSort();
  return {
    q,
    setQ,
    type,
    setType,
    propertyId,
    setPropertyId,
    tenantId,
    setTenantId,
    sort,
    setSort,
    /** Whether a search or filter narrows the list (the order does not). */
    isFiltered: Boolean(q || type || propertyId || tenantId),
  };
}
