import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

/** Single-use, expiring tokens sent by mail (verify e-mail, reset password, confirm an e-mail change), stored hashed. */
export class CreateIdentityTokens1732300100002 extends tablesMigration({
  identity_tokens: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('user_id'),
      column.varchar('purpose', 20),
      column.varchar('token_hash', 64, { isUnique: true }),
      column.varchar('email', 320),
      column.datetime('expires_at'),
      column.datetime('used_at', nullable),
      column.datetime('created_at', { default: 'CURRENT_TIMESTAMP' }),
    ],
    indexes: [index('idx_identity_tokens_organization_user', ['organization_id', 'user_id', 'purpose'])],
  },
}) {}
