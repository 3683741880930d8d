import type { TDocumentSortField } from '@immodesk/contracts/documents/listDocuments.contract';

/** The columns the user may hide; the file name and the actions always show. */
export const OPTIONAL_DOCUMENT_COLUMNS = ['type', 'property', 'tenant', 'size', 'uploadedAt'] as const;
export type OptionalDocumentColumn = (typeof OPTIONAL_DOCUMENT_COLUMNS)[number];

/** The column each sort field of the API sorts. */
export const SORTABLE_COLUMNS: Readonly<
  Partial<Record<OptionalDocumentColumn | 'fileName', TDocumentSortField>>
> = {
  fileName: 'name',
  type: 'type',
  size: 'size',
  uploadedAt: 'uploadedAt',
};
