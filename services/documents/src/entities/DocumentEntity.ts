import { EntitySchema } from 'typeorm';
import { bigintAsNumber, instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    fileName: { name: 'file_name', type: 'varchar', length: 255 },
    type: { type: 'varchar', length: 32 },
    mimeType: { name: 'mime_type', type: 'varchar', length: 100 },
    sizeBytes: { name: 'size_bytes', type: 'bigint', transformer: bigintAsNumber },
    propertyId: { name: 'property_id', type: 'varchar', length: 36, nullable: true },
    tenantId: { name: 'tenant_id', type: 'varchar', length: 36, nullable: true },
    taskId: { name: 'task_id', type: 'varchar', length: 36, nullable: true },
    storageKey: { name: 'storage_key', type: 'varchar', length: 200 },
    sha256: { type: 'varchar', length: 64, nullable: true },
    uploadedAt: { name: 'uploaded_at', type: 'datetime', precision: 3, transformer: instantColumn },
    modifiedAt: { name: 'modified_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
