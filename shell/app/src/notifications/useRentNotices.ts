import { useQuery } from '@tanstack/react-query';
import type {
  TListPropertiesResponse,
  TPropertySummary,
} from '@immodesk/contracts/properties/listProperties.contract';
import type { TListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { apiGet, toBrusselsDate } from '@immodesk/sdk';
import { deriveRentNotices, type RentNotice } from './deriveRentNotices';
import { notificationKeys } from './notificationKeys';

export type RentNotices = { notices: RentNotice[]; properties: Map<string, TPropertySummary> };

async function fetchRentNotices(): Promise<RentNotices> {
  // The list is ordered by due date: ask for the overdue and the paid items separately, so neither crowds out the other.
  const [overdue, paid] = await Promise.all([
    apiGet<TListRentPaymentsResponse>('/api/rent-payments', { query: { status: 'overdue', pageSize: 200 } }),
    apiGet<TListRentPaymentsResponse>('/api/rent-payments', { query: { status: 'paid', pageSize: 100 } }),
  ]);
  const notices = deriveRentNotices(
    [...overdue.items, ...paid.items],
    toBrusselsDate(new Date().toISOString()),
  );
  const properties = new Map<string, TPropertySummary>();
  if (notices.some((notice) => notice.propertyId)) {
    const list = await apiGet<TListPropertiesResponse>('/api/properties', { query: { pageSize: 200 } });
    for (const property of list.items) properties.set(property.id, property);
  }
  return { notices, properties };
}

/** SPEC §4 synthetic notices, derived in the browser from GET /api/rent-payments (never stored on the server). */
export function useRentNotices() {
  return useQuery({ queryKey: notificationKeys.rentNotices(), queryFn: fetchRentNotices });
}
