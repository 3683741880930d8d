import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateProperties1732300200000 extends tablesMigration({
  properties: {
    columns: [
      ...column.idAndOrganization(),
      column.varchar('url_code', 16, { isUnique: true }),
      column.varchar('street', 200),
      column.varchar('house_number', 20),
      column.varchar('bus', 20, nullable),
      column.varchar('postal_code', 10),
      column.varchar('city', 100),
      column.varchar('country', 2),
      column.varchar('type', 32),
      column.bigint('rent_cents', nullable),
      column.text('description', nullable),
      column.varchar('status', 16),
      column.varchar('occupancy', 16),
      column.boolean('is_favourite', { default: false }),
      { name: 'latitude', type: 'double', isNullable: true },
      { name: 'longitude', type: 'double', isNullable: true },
      // Millisecond precision keeps "newest first" stable for rows created within one second.
      ...column.timestamps(),
    ],
    indexes: [index('idx_properties_organization_created', ['organization_id', 'created_at', 'id'])],
  },
}) {}
