import { column, index, nullable, tablesMigration, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreatePropertyInformationAndPhotos1732403100000 extends tablesMigration({
  property_information: {
    columns: [
      column.id(),
      column.uuid('property_id'),
      column.organizationId(),
      column.text('general_json'),
      column.text('financial_json'),
      column.text('insurances_json'),
      column.varchar('epc_label', 2, nullable),
      column.date('epc_certification_date', nullable),
      column.date('epc_expiration_date', nullable),
      column.int('epc_consumption', nullable),
      column.int('epc_co2_emissions', nullable),
      column.instant('updated_at'),
    ],
    indexes: [
      uniqueIndex('uq_property_information_organization_property', ['organization_id', 'property_id']),
    ],
  },
  property_photos: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('property_id'),
      column.varchar('file_name', 255),
      column.varchar('mime_type', 32),
      column.bigint('size_bytes'),
      column.int('width', nullable),
      column.int('height', nullable),
      column.varchar('storage_key', 255),
      column.varchar('thumbnail_key', 255),
      column.boolean('is_primary', { default: false }),
      column.instant('created_at'),
    ],
    indexes: [
      index('idx_property_photos_organization_property', ['organization_id', 'property_id', 'created_at']),
      // The list joins each property's primary photo.
      index('idx_property_photos_property_primary', ['property_id', 'is_primary']),
    ],
  },
}) {}
