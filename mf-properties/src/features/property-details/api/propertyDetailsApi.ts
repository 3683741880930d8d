import {
  ZListDocumentsResponse,
  type TListDocumentsResponse,
} from '@immodesk/contracts/documents/listDocuments.contract';
import {
  ZDeleteImpactResponse,
  ZGetPropertyResponse,
  type TDeleteImpactResponse,
  type TProperty,
} from '@immodesk/contracts/properties/property.contract';
import {
  ZListRentPaymentsResponse,
  type TListRentPaymentsResponse,
} from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { apiDelete, apiGet, apiPost } from '@immodesk/sdk';

const path = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}`;

export function setArchived(propertyId: string, archived: boolean): Promise<TProperty> {
  return apiPost(`${path(propertyId)}/${archived ? 'archive' : 'unarchive'}`, undefined, {
    schema: ZGetPropertyResponse,
  });
}

export function fetchDeleteImpact(propertyId: string, signal?: AbortSignal): Promise<TDeleteImpactResponse> {
  return apiGet(`${path(propertyId)}/delete-impact`, { schema: ZDeleteImpactResponse, signal });
}

export function deleteProperty(propertyId: string): Promise<unknown> {
  return apiDelete(path(propertyId));
}

export function fetchPropertyRentPayments(
  propertyId: string,
  signal?: AbortSignal,
): Promise<TListRentPaymentsResponse> {
  return apiGet('/api/rent-payments', {
    query: { propertyId, pageSize: 24 },
    schema: ZListRentPaymentsResponse,
    signal,
  });
}

export function fetchPropertyDocuments(
  propertyId: string,
  signal?: AbortSignal,
): Promise<TListDocumentsResponse> {
  return apiGet('/api/documents', {
    query: { propertyId, pageSize: 100 },
    schema: ZListDocumentsResponse,
    signal,
  });
}
