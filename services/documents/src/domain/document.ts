import type { DocumentType } from '@immodesk/contracts/vocabulary/documentTypes';
import type { PageQuery } from '@immodesk/platform/domain/page';

/** A stored document's record; instants are ISO 8601 UTC strings. */
export type Document = {
  id: string;
  fileName: string;
  type: DocumentType;
  /** Detected from the content at upload, never taken from the client. */
  mimeType: string;
  sizeBytes: number;
  propertyId: string | null;
  tenantId: string | null;
  /** The task this file is attached to (type `task_document`); deleted with the task. */
  taskId: string | null;
  uploadedAt: string;
  modifiedAt: string;
};

export type DocumentSortField = 'name' | 'type' | 'size' | 'uploadedAt';

/** Without `sort` the newest upload comes first. */
export type DocumentListQuery = PageQuery & {
  q?: string;
  type?: DocumentType;
  propertyId?: string;
  tenantId?: string;
  taskId?: string;
  sort?: DocumentSortField;
  order?: 'asc' | 'desc';
};

/**
 * What an upload may be: the size limit and the accepted extensions, for documents and for task attachments.
 * The API publishes them to clients (the file picker offers the same), so the API file hands them in.
 */
export type UploadRules = {
  maxBytes: number;
  extensions: readonly string[];
  taskAttachmentExtensions: readonly string[];
};

/** What goes with a deleted property: the documents linked to it and the attachments of its tasks. */
export type PropertyDocumentsRef = { propertyId: string; taskIds: string[] };
