import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateIdentityTables1732300100000 extends tablesMigration({
  organizations: {
    columns: [
      column.id(),
      column.varchar('name', 200),
      column.datetime('created_at', { default: 'CURRENT_TIMESTAMP' }),
    ],
  },
  users: {
    columns: [
      ...column.idAndOrganization(),
      column.varchar('email', 320, { isUnique: true }),
      column.varchar('password_hash', 255, nullable),
      column.varchar('first_name', 100),
      column.varchar('last_name', 100, nullable),
      column.varchar('language', 2),
      column.boolean('is_email_verified', { default: false }),
      column.datetime('created_at', { default: 'CURRENT_TIMESTAMP' }),
      column.datetime('updated_at', { default: 'CURRENT_TIMESTAMP' }),
    ],
    indexes: [index('idx_users_organization', ['organization_id'])],
  },
  sessions: {
    columns: [
      column.id(),
      column.varchar('token_hash', 64, { isUnique: true }),
      column.organizationId(),
      column.uuid('user_id'),
      column.varchar('user_agent', 500, nullable),
      column.datetime('created_at', { default: 'CURRENT_TIMESTAMP' }),
      column.datetime('last_active_at'),
      column.datetime('expires_at'),
    ],
    indexes: [index('idx_sessions_organization_user', ['organization_id', 'user_id'])],
  },
}) {}
