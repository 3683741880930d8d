import type { PropertyListFilters } from '../../features/property-list/utils/propertyFilters';

/** One query-key factory for every properties feature (STYLE.md), so invalidation never misses a list. */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (filters: PropertyListFilters) => [...propertyKeys.lists(), filters] as const,
  details: () => [...propertyKeys.all, 'detail'] as const,
  detail: (idOrUrlCode: string) => [...propertyKeys.details(), idOrUrlCode] as const,
  information: (id: string) => [...propertyKeys.all, 'information', id] as const,
  photos: (id: string) => [...propertyKeys.all, 'photos', id] as const,
  deleteImpact: (id: string) => [...propertyKeys.all, 'delete-impact', id] as const,
  documents: (id: string) => [...propertyKeys.all, 'documents', id] as const,
  rentPayments: (id: string) => [...propertyKeys.all, 'rent-payments', id] as const,
  // Reference data outside `all`, so saving a property does not ask the towns again.
  postalCodeTowns: (postalCode: string) => ['postal-code-towns', postalCode] as const,
};
