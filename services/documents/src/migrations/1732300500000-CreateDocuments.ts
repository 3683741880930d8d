import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateDocuments1732300500000 extends tablesMigration({
  documents: {
    columns: [
      ...column.idAndOrganization(),
      column.varchar('file_name', 255),
      column.varchar('type', 32),
      column.varchar('mime_type', 100),
      column.bigint('size_bytes'),
      column.uuid('property_id', nullable),
      column.uuid('tenant_id', nullable),
      column.varchar('storage_key', 200),
      column.instant('uploaded_at'),
      column.instant('modified_at'),
    ],
    indexes: [
      index('idx_documents_organization_uploaded', ['organization_id', 'uploaded_at']),
      index('idx_documents_organization_property', ['organization_id', 'property_id']),
      index('idx_documents_organization_tenant', ['organization_id', 'tenant_id']),
    ],
  },
}) {}
