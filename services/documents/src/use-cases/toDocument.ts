import type { Document } from '../domain/document';
import type { DocumentRow } from '../entities/DocumentEntity';

export function toDocument(row: DocumentRow): Document {
  return {
    id: row.id,
    fileName: row.fileName,
    type: row.type,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    propertyId: row.propertyId,
    tenantId: row.tenantId,
    taskId: row.taskId,
    uploadedAt: row.uploadedAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}
