import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateOAuthStates1732300900100 extends tablesMigration({
  oauth_states: {
    columns: [
      column.varchar('state_hash', 64, { isPrimary: true }),
      column.varchar('provider', 20),
      column.varchar('code_verifier', 128),
      column.varchar('nonce', 128, nullable),
      column.varchar('return_to', 500, nullable),
      column.uuid('link_user_id', nullable),
      column.uuid('link_organization_id', nullable),
      column.datetime('created_at', { default: 'CURRENT_TIMESTAMP' }),
      column.datetime('expires_at'),
    ],
    indexes: [index('idx_oauth_states_expires', ['expires_at'])],
  },
}) {}
