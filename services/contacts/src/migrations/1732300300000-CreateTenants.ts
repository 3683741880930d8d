import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateTenants1732300300000 extends tablesMigration({
  tenants: {
    columns: [
      ...column.idAndOrganization(),
      column.varchar('entity_type', 16),
      column.varchar('first_name', 100, nullable),
      column.varchar('last_name', 100, nullable),
      column.varchar('company_name', 200, nullable),
      column.varchar('vat_number', 20, nullable),
      column.varchar('email', 320, nullable),
      column.varchar('phone', 40, nullable),
      column.varchar('language', 2),
      column.varchar('status', 16),
      column.uuid('property_id', nullable),
      column.varchar('sort_name', 210),
      ...column.timestamps(),
    ],
    indexes: [
      index('idx_tenants_organization_sort', ['organization_id', 'sort_name']),
      index('idx_tenants_organization_property', ['organization_id', 'property_id']),
    ],
  },
}) {}
