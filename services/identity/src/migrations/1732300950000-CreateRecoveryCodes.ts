import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

/** The ten single-use two-factor recovery codes of a user, stored as keyed hashes. */
export class CreateRecoveryCodes1732300950000 extends tablesMigration({
  recovery_codes: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('user_id'),
      column.varchar('code_hash', 64),
      column.datetime('used_at', nullable),
      column.datetime('created_at'),
    ],
    indexes: [index('idx_recovery_codes_organization_user', ['organization_id', 'user_id'])],
  },
}) {}
