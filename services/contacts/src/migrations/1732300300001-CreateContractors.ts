import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateContractors1732300300001 extends tablesMigration({
  contractors: {
    columns: [
      ...column.idAndOrganization(),
      column.varchar('first_name', 100, nullable),
      column.varchar('last_name', 100, nullable),
      column.varchar('company_name', 200, nullable),
      column.varchar('vat_number', 20, nullable),
      column.varchar('specialty', 32),
      column.bigint('hourly_rate_cents', nullable),
      column.varchar('email', 320, nullable),
      column.varchar('phone', 40, nullable),
      column.varchar('address', 300, nullable),
      column.int('rating', nullable),
      column.boolean('is_active', { default: true }),
      column.varchar('sort_name', 210),
      ...column.timestamps(),
    ],
    indexes: [index('idx_contractors_organization_sort', ['organization_id', 'sort_name'])],
  },
}) {}
