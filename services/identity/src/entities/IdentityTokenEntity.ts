import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/**
 * `oauth_second_factor`: a sign-in without password waiting for the account's second factor (held in a cookie,
 * never mailed). `login_link`: a mailed one-time sign-in link. `cancel_email_change`: the link in the notice to the
 * old address; `reauthentication`: a mailed code that confirms a sensitive change for an account without a password
 * (its hash is keyed, see reauthentication.ts).
 */
export type IdentityTokenPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'change_email'
  | 'cancel_email_change'
  | 'reauthentication'
  | 'oauth_second_factor'
  | 'login_link';

export type IdentityTokenRow = {
  id: string;
  organizationId: string;
  userId: string;
  purpose: IdentityTokenPurpose;
  /** SHA-256 of the token (in the mailed link, or the pending-login cookie); the token itself is never stored. */
  tokenHash: string;
  /** The address the link was sent to (for `change_email`, the new address; for `cancel_email_change`, the old one). */
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
};

export const IdentityTokenEntity = new EntitySchema<IdentityTokenRow>({
  name: 'IdentityToken',
  tableName: 'identity_tokens',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    purpose: entityColumn.varchar(20),
    tokenHash: entityColumn.varchar(64, { name: 'token_hash', unique: true }),
    email: entityColumn.varchar(320),
    expiresAt: entityColumn.datetime({ name: 'expires_at' }),
    usedAt: entityColumn.datetime({ name: 'used_at', nullable: true }),
    createdAt: entityColumn.datetime({ name: 'created_at', createDate: true }),
  },
});
