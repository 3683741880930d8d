import { EntitySchema } from 'typeorm';
import type { TDocumentType } from '@immodesk/contracts/documents/listDocuments.contract';
import { bigintAsNumber, instantColumn } from '@immodesk/platform/database/columns';

export type DocumentRow = {
  id: string;
  organizationId: string;
  fileName: string;
  type: TDocumentType;
  /** Detected from the content at upload, never taken from the client. */
  mimeType: string;
  sizeBytes: number;
  propertyId: string | null;
  tenantId: string | null;
  /** The task this file is attached to (type `task_document`); deleted with the task. */
  taskId: string | null;
  /** Key in the file storage port: `<organizationId>/documents/<id>`. */
  storageKey: string;
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
    uploadedAt: { name: 'uploaded_at', type: 'datetime', precision: 3, transformer: instantColumn },
    modifiedAt: { name: 'modified_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
