import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

/** Every login attempt on a known account: the lockout counts failures here, and the owner can see them. */
export class CreateLoginHistory1732300100003 extends tablesMigration({
  login_history: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('user_id'),
      column.varchar('ip', 45, nullable),
      column.varchar('user_agent', 500, nullable),
      column.boolean('success'),
      column.varchar('reason', 20, nullable),
      column.datetime('created_at'),
    ],
    indexes: [index('idx_login_history_organization_user', ['organization_id', 'user_id', 'created_at'])],
  },
}) {}
