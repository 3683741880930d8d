import type { RentPaymentListFilters } from '../api/rentPaymentKeys';
import { useIdFilter } from './useIdFilter';
import { usePeriodFilter } from './usePeriodFilter';
import { useStatusFilter } from './useStatusFilter';

/** Every filter of the list as the URL holds it, checked: what the request and the controls both read. */
export function useRentPaymentFilters(): Omit<RentPaymentListFilters, 'page' | 'pageSize'> {
  const status = useStatusFilter();
  const propertyId = useIdFilter('propertyId');
  const tenantId = useIdFilter('tenantId');
  const contractId = useIdFilter('contractId');
  const { from, to } = usePeriodFilter();
  return { status, propertyId, tenantId, contractId, from, to };
}
