import { useQuery } from '@tanstack/react-query';
import { ZListDocumentsResponse } from '@immodesk/contracts/documents/listDocuments.contract';
import { ZGetPropertyResponse } from '@immodesk/contracts/properties/property.contract';
import { ZListTasksResponse } from '@immodesk/contracts/tasks/listTasks.contract';
import { apiGet } from '@immodesk/sdk';

/** What a detail view shows beside the contact, each part loading and failing on its own. */
export const relationKeys = {
  all: ['contacts', 'relations'] as const,
  property: (id: string) => [...relationKeys.all, 'property', id] as const,
  tasks: (filter: { propertyId?: string; contractorId?: string }) =>
    [...relationKeys.all, 'tasks', filter] as const,
  documents: (tenantId: string) => [...relationKeys.all, 'documents', tenantId] as const,
};

/** The tenant's linked property (GET /api/properties/:id), when there is one. */
export function useLinkedProperty(propertyId: string | null) {
  return useQuery({
    queryKey: relationKeys.property(propertyId ?? ''),
    queryFn: ({ signal }) =>
      apiGet(`/api/properties/${encodeURIComponent(propertyId ?? '')}`, {
        schema: ZGetPropertyResponse,
        signal,
      }),
    enabled: Boolean(propertyId),
  });
}

/** The tasks of a property (a tenant's) or given to a contractor: the first 50, open ones first. */
export function useRelatedTasks(filter: { propertyId?: string; contractorId?: string }, isEnabled = true) {
  return useQuery({
    queryKey: relationKeys.tasks(filter),
    queryFn: ({ signal }) =>
      apiGet('/api/tasks', {
        query: { ...filter, page: 1, pageSize: 50 },
        schema: ZListTasksResponse,
        signal,
      }),
    enabled: isEnabled,
  });
}

/** The tenant's documents (GET /api/documents?tenantId=). */
export function useTenantDocuments(tenantId: string) {
  return useQuery({
    queryKey: relationKeys.documents(tenantId),
    queryFn: ({ signal }) =>
      apiGet('/api/documents', {
        query: { tenantId, page: 1, pageSize: 50 },
        schema: ZListDocumentsResponse,
        signal,
      }),
  });
}
