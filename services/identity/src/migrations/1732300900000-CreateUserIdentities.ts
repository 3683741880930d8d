import { column, index, tablesMigration, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreateUserIdentities1732300900000 extends tablesMigration({
  user_identities: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('user_id'),
      column.varchar('provider', 20),
      column.varchar('subject', 255),
      column.datetime('created_at', { default: 'CURRENT_TIMESTAMP' }),
    ],
    indexes: [
      uniqueIndex('uq_user_identities_provider_subject', ['provider', 'subject']),
      index('idx_user_identities_organization_user', ['organization_id', 'user_id']),
    ],
  },
}) {}
