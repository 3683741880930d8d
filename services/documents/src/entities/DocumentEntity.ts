import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { Document } from '../domain/document';

export type DocumentRow = Omit<Document, 'uploadedAt' | 'modifiedAt'> & {
  organizationId: string;
  /** Key in the file storage port: `<organizationId>/documents/<id>`. */
  storageKey: string;
  /** Hex SHA-256 of the stored bytes, checked on download; null for files stored before checksums. */
  sha256: string | null;
  uploadedAt: Date;
  modifiedAt: Date;
};

export const DocumentEntity = new EntitySchema<DocumentRow>({
  name: 'Document',
  tableName: 'documents',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    fileName: entityColumn.varchar(255, { name: 'file_name' }),
    type: entityColumn.varchar(32),
    mimeType: entityColumn.varchar(100, { name: 'mime_type' }),
    sizeBytes: entityColumn.bigint({ name: 'size_bytes' }),
    propertyId: entityColumn.varchar(36, { name: 'property_id', nullable: true }),
    tenantId: entityColumn.varchar(36, { name: 'tenant_id', nullable: true }),
    taskId: entityColumn.varchar(36, { name: 'task_id', nullable: true }),
    storageKey: entityColumn.varchar(200, { name: 'storage_key' }),
    sha256: entityColumn.varchar(64, { nullable: true }),
    uploadedAt: entityColumn.instant({ name: 'uploaded_at' }),
    modifiedAt: entityColumn.instant({ name: 'modified_at' }),
  },
});
