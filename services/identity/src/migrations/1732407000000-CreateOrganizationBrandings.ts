import { column, nullable, tablesMigration, uniqueIndex } from '@immodesk/platform/migrations/columns';

/** White-label override of an enterprise organization: at most one row per organization. */
export class CreateOrganizationBrandings1732407000000 extends tablesMigration({
  organization_brandings: {
    columns: [
      ...column.idAndOrganization(),
      column.varchar('product_name', 60, nullable),
      column.text('logo_url', nullable),
      column.varchar('support_email', 254, nullable),
      column.text('colors_json'),
      column.datetime('updated_at'),
    ],
    indexes: [uniqueIndex('uq_organization_brandings_organization', ['organization_id'])],
  },
}) {}
