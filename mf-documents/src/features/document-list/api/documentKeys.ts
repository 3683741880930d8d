import type {
  TDocumentSortField,
  TDocumentType,
  TSortOrder,
} from '@immodesk/contracts/documents/listDocuments.contract';

export type DocumentListFilters = {
  page: number;
  pageSize: number;
  q: string;
  type: TDocumentType | null;
  propertyId: string | null;
  tenantId: string | null;
  sort: TDocumentSortField;
  order: TSortOrder;
};

/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (filters: DocumentListFilters) => [...documentKeys.lists(), filters] as const,
  usage: () => [...documentKeys.all, 'usage'] as const,
};
